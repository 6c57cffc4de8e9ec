import type { ModuleTest, TestAdmin } from "./module-test.js";
import { filePart, type MultipartFilePart } from "./uploads.js";

/** The text fields of a valid session form, as FormData sends them, changed by overrides. */
export function sessionFields(eventId: string, overrides: Record<string, string> = {}) {
  return {
    name: "Opening keynote",
    description: "Welcome",
    event_id: eventId,
    session_type: "keynote",
    other_session_type: "",
    venue: "Hall A",
    start_datetime: "2027-05-10T09:00:00",
    end_datetime: "2027-05-10T10:30:00",
    image_url: "",
    ...overrides,
  };
}

type FileContent = MultipartFilePart["content"];

/** The document uploads several test files make, as the web app sends them, through moduleTest. */
export function documentUploads(moduleTest: ModuleTest) {
  const uploadTo =
    (url: string, idField: "event_id" | "session_id") =>
    (actor: TestAdmin, id: string, filename: string, content: FileContent) =>
      moduleTest.send(actor, "POST", url, {
        fields: { [idField]: id },
        files: [filePart(filename, content)],
      });
  return {
    /** One more file among the event's documents: (actor, eventId, filename, content). */
    uploadEventDocument: uploadTo("/api/users/upload-event-document", "event_id"),
    /** The session's one document, added or replaced: (actor, sessionId, filename, content). */
    uploadSessionDocument: uploadTo("/api/sessions/upload-session-document", "session_id"),
  };
}
