import { PROFILE_IMAGE_FILE_RULE } from "@events/contract";
import { publicUpload } from "../../files/upload-rules.js";

/** A user's profile image. */
export const PROFILE_IMAGE_UPLOAD = publicUpload(PROFILE_IMAGE_FILE_RULE, "profile-images");
