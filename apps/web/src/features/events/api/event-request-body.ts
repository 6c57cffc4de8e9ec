import type { EventInput } from "@events/contract";

/** What a save sends: the event's fields, and the images only when new ones were chosen. */
export type SaveEventInput = {
  event: EventInput;
  logo: File | null;
  cover_image: File | null;
};

/**
 * The multipart body of create-event and update-event: a text part 'data' holding the fields
 * as JSON (dates as wall-clock 'YYYY-MM-DDTHH:mm:ss'), then the optional 'logo' and
 * 'cover_image' files.
 */
export function buildEventRequestBody({ event, logo, cover_image }: SaveEventInput): FormData {
  const formData = new FormData();
  formData.append("data", JSON.stringify(event));
  if (logo) formData.append("logo", logo, logo.name);
  if (cover_image) formData.append("cover_image", cover_image, cover_image.name);
  return formData;
}
