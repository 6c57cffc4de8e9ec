import {
  EVENT_STATUS_LABELS,
  EVENT_STATUSES,
  type Event,
  type EventDocument,
  type EventStatusListResponse,
  type Participant,
  type Question,
  type Session,
  type SessionDocument,
  type User,
  type UserSummary,
} from "@events/contract";
import { ApiError, type ErrorDetail } from "@/lib/api-error";

// Small factories for what the server answers: each builds a plausible record and a test
// overrides only the fields it is about.

/** The event that `buildEvent` builds; sessions, participants and documents belong to it. */
export const EVENT_ID = "6f1c2a5e-2b1d-4c3e-8f4a-0a1b2c3d4e01";

/** When the records of most tests were made and last changed. */
const MADE_AT_NEW_YEAR = {
  created_date: "2025-01-01T00:00:00.000Z",
  updated_date: "2025-01-01T00:00:00.000Z",
};

/** The digit that tells apart the kinds of record whose ids numberedId makes. */
type IdKind = "0" | "1" | "2" | "3" | "5" | "6" | "7" | "8" | "9" | "a" | "b" | "c" | "d" | "e";

/** A distinct, readable id for the n-th record of a kind, for tests that build lists. */
export function numberedId(kind: IdKind, n: number): string {
  return `00000000-0000-4000-800${kind}-${String(n).padStart(12, "0")}`;
}

/**
 * A builder of the n-th record of a list: `build`'s record with a distinct, readable id and the
 * n-th values (`Event n`), which a test may still override.
 */
function numberedBuilder<TRecord extends { id: string }>(
  kind: IdKind,
  build: (overrides: Partial<TRecord>) => TRecord,
  getNthValues: (id: number) => Partial<TRecord>,
) {
  return ({ id, ...overrides }: Partial<Omit<TRecord, "id">> & { id: number }): TRecord =>
    build({ id: numberedId(kind, id), ...getNthValues(id), ...overrides } as Partial<TRecord>);
}

/** An event's optional fields, every one of them left empty. */
const EMPTY_OPTIONAL_EVENT_FIELDS = {
  end_datetime: null,
  description: null,
  venue: null,
  isBranded: false,
  invitee_number: null,
  logo_url: null,
  cover_image_url: null,
  contact_person_name: null,
  contact_person_email: null,
  contact_person_phone: null,
  contact_person_profile_image: null,
  theme_colors: [],
  facebook_link: null,
  x_link: null,
  youtube_link: null,
  instagram_link: null,
  website_link: null,
  retention_days: null,
} satisfies Partial<Event>;

export function buildEvent(overrides: Partial<Event> = {}): Event {
  return {
    ...EMPTY_OPTIONAL_EVENT_FIELDS,
    ...MADE_AT_NEW_YEAR,
    id: EVENT_ID,
    event_name: "Spring Gala",
    event_datetime: "2025-03-05T15:30:00",
    end_datetime: "2025-03-05T16:30:00",
    time_zone: "Europe/London",
    venue: "Main Hall",
    event_status: "SCHEDULED",
    event_type: "Ceremonies",
    theme_colors: ["#3B82F6", "#8B5CF6", "#EC4899"],
    event_admin_id: null,
    ...overrides,
  };
}

/** The event as the participants and sessions screens list it: an evening with a description. */
export function buildDescribedEvent(overrides: Partial<Event> = {}): Event {
  return buildEvent({
    end_datetime: "2025-03-05T18:30:00",
    description: "An evening of music",
    theme_colors: [],
    ...overrides,
  });
}

/** The second event of those screens' lists, beside `buildDescribedEvent`'s: an undescribed lecture. */
export function buildDescribedLecture(overrides: Partial<Event> = {}): Event {
  return buildDescribedEvent({
    id: "00000000-0000-4000-8000-000000000002",
    event_name: "Physics Lecture",
    venue: "Room 12",
    description: null,
    ...overrides,
  });
}

/** The n-th of a list of events: "Event n" in "Hall n". */
export const buildNumberedEvent = numberedBuilder<Event>("1", buildEvent, (id) => ({
  event_name: `Event ${id}`,
  venue: `Hall ${id}`,
  event_type: "Lectures",
}));

/** An event as get-event answers it, with every field filled. */
export function buildFullEvent(overrides: Partial<Event> = {}): Event {
  return buildEvent({
    end_datetime: "2025-03-05T18:00:00",
    description: "An evening of music and awards.",
    isBranded: true,
    event_status: "ACTIVE",
    invitee_number: 250,
    logo_url: "/media/events/logo.png",
    cover_image_url: "/media/events/cover.png",
    contact_person_name: "Grace Hopper",
    contact_person_email: "grace@example.org",
    contact_person_phone: "+1 (555) 010-0200",
    theme_colors: ["#112233", "#445566", "#778899", "#AABBCC"],
    event_admin_id: "0b7d9a4e-1c2f-4e3a-9b8c-7d6e5f4a3b21",
    facebook_link: "https://facebook.com/springgala",
    x_link: "https://x.com/springgala",
    youtube_link: "https://youtube.com/@springgala",
    instagram_link: "https://instagram.com/springgala",
    website_link: "https://springgala.example.org",
    created_date: "2025-01-02T09:05:00.000Z",
    updated_date: "2025-02-03T14:45:00.000Z",
    ...overrides,
  });
}

/** The full event with every optional field left empty. */
export function buildBareEvent(overrides: Partial<Event> = {}): Event {
  return buildFullEvent({ ...EMPTY_OPTIONAL_EVENT_FIELDS, ...overrides });
}

/** The event statuses as the server lists them: every status of the contract, with its label. */
export function buildEventStatusList(): EventStatusListResponse {
  return EVENT_STATUSES.map((status) => ({
    value: status,
    name: status,
    label: EVENT_STATUS_LABELS[status],
  }));
}

export function buildEventAdmin(overrides: Partial<UserSummary> = {}): UserSummary {
  return {
    id: "0b7d9a4e-1c2f-4e3a-9b8c-7d6e5f4a3b21",
    name: "Ada Admin",
    email: "ada@example.org",
    type: "event_admin",
    profile_image: null,
    ...overrides,
  };
}

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: "0d6f3f1e-3b7a-4c1e-9a55-5f7a3d2b1c00",
    name: "Grace Hopper",
    email: "grace@example.org",
    phone: "+1 555 0100",
    type: "system_admin",
    isVerified: true,
    profile_image: null,
    language: null,
    created_date: "2026-01-01T00:00:00.000Z",
    updated_date: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** The n-th of a list of event admins: "User n". */
export const buildNumberedUser = numberedBuilder<User>("2", buildUser, (id) => ({
  name: `User ${id}`,
  email: `user${id}@example.org`,
  phone: null,
  type: "event_admin",
  ...MADE_AT_NEW_YEAR,
}));

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
    ...MADE_AT_NEW_YEAR,
    ...overrides,
  };
}

/** The n-th session of the first numbered event: "Session n". */
export const buildNumberedSession = numberedBuilder<Session>("2", buildSession, (id) => ({
  name: `Session ${id}`,
  description: null,
  event_id: numberedId("1", 1),
  end_datetime: "2025-03-05T16:30:00",
  venue: null,
}));

/** The sessions screens' second session, beside `buildSession`'s keynote: a workshop. */
export function buildWorkshopSession(overrides: Partial<Session> = {}): Session {
  return buildSession({
    id: "4b0e8d2f-6c3a-4e7b-9f1d-2a3b4c5d6e72",
    name: "Hands-on Workshop",
    session_type: "workshop",
    ...overrides,
  });
}

/** The n-th session of an agenda, at these wall-clock times: "Session n" in Hall A unless given. */
export function buildAgendaSession(
  id: number,
  start: string,
  end: string,
  venue: string | null = "Hall A",
  name = `Session ${id}`,
): Session {
  return buildSession({
    id: numberedId("0", id),
    name,
    start_datetime: start,
    end_datetime: end,
    venue,
  });
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

export function buildParticipant(overrides: Partial<Participant> = {}): Participant {
  return {
    id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c51",
    event_id: EVENT_ID,
    user_id: "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d62",
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "+44 20 7946 0000",
    username: "ada",
    participant_role: "speaker",
    profile_image: null,
    status: "active",
    skip_otp: false,
    checked_in_at: null,
    checked_in_by: null,
    created_date: "2025-03-03T14:05:00.000Z",
    updated_date: "2025-03-04T09:00:00.000Z",
    app_last_signed_in_at: null,
    answers: {},
    ...overrides,
  };
}

/** The participants screens' second participant, beside `buildParticipant`'s: the host. */
export function buildHostParticipant(overrides: Partial<Participant> = {}): Participant {
  return buildParticipant({
    id: "3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e73",
    name: "Grace Hopper",
    email: "grace@example.com",
    username: "grace",
    participant_role: "host",
    ...overrides,
  });
}

/** The n-th attendee of the first numbered event: "Participant n". */
export const buildNumberedParticipant = numberedBuilder<Participant>(
  "3",
  buildParticipant,
  (id) => ({
    event_id: numberedId("1", 1),
    user_id: null,
    name: `Participant ${id}`,
    email: `participant${id}@example.org`,
    phone: null,
    username: `participant${id}`,
    participant_role: "attendee",
    ...MADE_AT_NEW_YEAR,
  }),
);

export function buildDocument(overrides: Partial<EventDocument> = {}): EventDocument {
  const id = overrides.id ?? "00000000-0000-4000-8000-0000000000d1";
  return {
    id,
    document_id: id,
    event_id: EVENT_ID,
    original_filename: "agenda.pdf",
    file_type: "application/pdf",
    file_size: 1536,
    upload_date: "2025-03-05T15:30:00.000Z",
    ...overrides,
  };
}

/** A distinct, readable id for the n-th question of an event's registration form. */
export function questionId(n: number): string {
  return numberedId("7", n);
}

/** The n-th question of an event's registration form: optional short text unless overridden. */
export function buildQuestion(n: number, overrides: Partial<Question> = {}): Question {
  return {
    id: questionId(n),
    type: "short_text",
    label: `Question ${n}`,
    help_text: null,
    required: false,
    options: [],
    min: null,
    max: null,
    show_if: null,
    ...overrides,
  };
}

/** The server's 400 answer to a body it refused, with a refusal per field. */
export function buildInvalidInputError(details: ErrorDetail[]): ApiError {
  return new ApiError(400, "Invalid input", "Invalid input", details);
}
