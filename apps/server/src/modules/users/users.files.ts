import { PROFILE_IMAGE_FILE_RULE } from "@events/contract";
import type { UploadRule } from "../../files/upload-store.js";

/** A user's profile image. */
export const PROFILE_IMAGE_UPLOAD: UploadRule = {
  ...PROFILE_IMAGE_FILE_RULE,
  folder: "profile-images",
  access: "public",
};
