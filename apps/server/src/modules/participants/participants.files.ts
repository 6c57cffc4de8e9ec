import type { UploadRule } from "../../files/upload-store.js";
import { PROFILE_IMAGE_UPLOAD } from "../users/users.routes.js";

/** A participant's profile image: the users' rule (types, size, messages), in its own folder. */
export const PARTICIPANT_IMAGE_UPLOAD: UploadRule = {
  ...PROFILE_IMAGE_UPLOAD,
  folder: "participant-images",
};
