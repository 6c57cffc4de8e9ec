import { EVENT_IMAGE_FILE_RULE } from "@events/contract";
import type { UploadRule } from "../../files/upload-store.js";

/** An event's logo and cover image. */
export const EVENT_IMAGE_UPLOAD: UploadRule = {
  ...EVENT_IMAGE_FILE_RULE,
  folder: "event-images",
  access: "public",
};
