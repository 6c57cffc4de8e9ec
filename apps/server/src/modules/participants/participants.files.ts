import { PARTICIPANT_IMPORT_FILE_RULE, PROFILE_IMAGE_FILE_RULE } from "@events/contract";
import { publicUpload } from "../../files/upload-rules.js";
import type { UploadRule } from "../../files/upload-store.js";

/** A participant's profile image: the profile image rule (types, size, messages), in its own folder. */
export const PARTICIPANT_IMAGE_UPLOAD = publicUpload(PROFILE_IMAGE_FILE_RULE, "participant-images");

/**
 * A spreadsheet to import, held in memory and never stored (its folder and access are unused):
 * it must be checked whole before anything is written, and its rows are held for the one
 * transaction anyway.
 */
export const PARTICIPANT_IMPORT_UPLOAD: UploadRule = {
  ...PARTICIPANT_IMPORT_FILE_RULE,
  folder: "participant-imports",
  access: "private",
};
