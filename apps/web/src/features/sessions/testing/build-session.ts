import type { Session, SessionDocument } from "@events/contract";

export const EVENT_ID = "6f1c2a5e-2b1d-4c3e-8f4a-0a1b2c3d4e01";

/** A session as the server answers it, with the fields a test cares about overridden. */
export function buildSession(overrides: Partial<Session> = {}): Session {
  return {
    id: "3a9d7c1e-5b2f-4d6a-8e0c-1f2a3b4c5d61",
    name: "Opening Keynote",
    description: "Welcome and vision",
    event_id: EVENT_ID,
    session_type: "keynote",
    other_session_type: null,
    start_datetime: "2025-03-05T15:30:00",
    end_datetime: "2025-03-05T17:00:00",
    venue: "Main Hall",
    image: null,
    image_url: null,
    document: null,
    created_date: "2025-01-01T00:00:00.000Z",
    updated_date: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export function buildSessionDocument(overrides: Partial<SessionDocument> = {}): SessionDocument {
  const id = overrides.id ?? "9b8a7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c61";
  return {
    id,
    document_id: id,
    session_id: "3a9d7c1e-5b2f-4d6a-8e0c-1f2a3b4c5d61",
    original_filename: "agenda.pdf",
    file_type: "application/pdf",
    file_size: 1536,
    uploaded_date: "2025-03-01T10:05:00.000Z",
    ...overrides,
  };
}
