import type { MyEvent, MyEventDetails, MySession, MyTicket } from "@events/contract";

// What the /api/me routes answer, for the app's tests: a plausible record, and a test overrides
// only the fields it is about.

export const EVENT_ID = "0b4f3c2a-1d5e-4f60-8a7b-9c0d1e2f3a41";
export const OTHER_EVENT_ID = "0b4f3c2a-1d5e-4f60-8a7b-9c0d1e2f3a42";

export function buildMyEvent(overrides: Partial<MyEvent> = {}): MyEvent {
  return {
    id: EVENT_ID,
    event_name: "Annual Conference 2027",
    event_datetime: "2027-05-04T09:00:00",
    end_datetime: "2027-05-06T17:00:00",
    time_zone: "Europe/London",
    venue: "Main Hall, Manchester",
    event_status: "SCHEDULED",
    logo_url: null,
    cover_image_url: null,
    theme_colors: [],
    is_past: false,
    ...overrides,
  };
}

export function buildMyEventDetails(overrides: Partial<MyEventDetails> = {}): MyEventDetails {
  return {
    ...buildMyEvent(),
    description: "Three days of talks.\nA closing dinner.",
    map_url: "https://www.openstreetmap.org/search?query=Main%20Hall%2C%20Manchester",
    contact_person_name: "Eve Organiser",
    contact_person_email: "eve@events.test",
    contact_person_phone: "+44 161 000 0000",
    website_link: "https://conference.events.test",
    facebook_link: null,
    x_link: null,
    youtube_link: null,
    instagram_link: null,
    documents: [],
    ...overrides,
  };
}

let sessionNumber = 0;

export function buildSession(overrides: Partial<MySession> = {}): MySession {
  sessionNumber += 1;
  return {
    id: `5e55e55e-0000-4000-8000-${String(sessionNumber).padStart(12, "0")}`,
    event_id: EVENT_ID,
    name: `Session ${sessionNumber}`,
    description: null,
    session_type: "keynote",
    other_session_type: null,
    start_datetime: "2027-05-04T09:00:00",
    end_datetime: "2027-05-04T10:00:00",
    venue: "Room 1",
    image: null,
    has_document: false,
    is_bookmarked: false,
    clashes_with: [],
    ...overrides,
  };
}

/** The smallest SVG a QR answer could be, with a script that must never run. */
export const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><script>alert(1)</script><path d="M0 0h7v7H0z"/></svg>';

export function buildTicket(overrides: Partial<MyTicket> = {}): MyTicket {
  return {
    event_id: EVENT_ID,
    event_name: "Annual Conference 2027",
    event_datetime: "2027-05-04T09:00:00",
    time_zone: "Europe/London",
    venue: "Main Hall, Manchester",
    participant_name: "Ada Lovelace",
    check_in_code: "TICKET-CODE-1",
    qr_svg: QR_SVG,
    checked_in_at: null,
    issued_at: "2027-05-01T13:05:00.000Z",
    ...overrides,
  };
}
