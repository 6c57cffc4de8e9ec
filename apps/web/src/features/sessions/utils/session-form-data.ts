import type { SessionFormOutput } from "./session-form-schema";

/**
 * The multipart body of create-session and update-session: the text fields first, then either
 * the new image file or the kept image's path.
 */
export function buildSessionFormData(values: SessionFormOutput): FormData {
  const body = new FormData();
  body.append("name", values.name);
  body.append("description", values.description ?? "");
  body.append("event_id", values.event_id);
  body.append("session_type", values.session_type);
  if (values.session_type === "other") {
    body.append("other_session_type", values.other_session_type ?? "");
  }
  body.append("venue", values.venue ?? "");
  body.append("start_datetime", values.start_datetime);
  body.append("end_datetime", values.end_datetime);
  if (values.image) body.append("image", values.image);
  else if (values.image_url) body.append("image_url", values.image_url);
  return body;
}
