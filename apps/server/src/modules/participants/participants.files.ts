import { PROFILE_IMAGE_FILE_RULE } from "@events/contract";
import type { UploadRule } from "../../files/upload-store.js";

/** A participant's profile image: the profile image rule (types, size, messages), in its own folder. */
export const PARTICIPANT_IMAGE_UPLOAD: UploadRule = {
  ...PROFILE_IMAGE_FILE_RULE,
  folder: "participant-images",
  access: "public",
};
