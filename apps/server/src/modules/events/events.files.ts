import { EVENT_IMAGE_FILE_RULE } from "@events/contract";
import { publicUpload } from "../../files/upload-rules.js";

/** An event's logo and cover image. */
export const EVENT_IMAGE_UPLOAD = publicUpload(EVENT_IMAGE_FILE_RULE, "event-images");
