import type { EventDocument } from "@events/contract";

export const TEST_EVENT_ID = "00000000-0000-4000-8000-0000000000e1";

export function buildDocument(overrides: Partial<EventDocument> = {}): EventDocument {
  const id = overrides.id ?? "00000000-0000-4000-8000-0000000000d1";
  return {
    id,
    document_id: id,
    event_id: TEST_EVENT_ID,
    original_filename: "agenda.pdf",
    file_type: "application/pdf",
    file_size: 1536,
    upload_date: "2025-03-05T15:30:00.000Z",
    ...overrides,
  };
}
