import type { Event, Participant, Session } from "@events/contract";

const EVENT_ADMIN_ID = "00000000-0000-4000-8000-000000000001";

function uuidFor(kind: "1" | "2" | "3", id: number): string {
  return `00000000-0000-4000-800${kind}-${String(id).padStart(12, "0")}`;
}

export function buildEvent({
  id,
  ...overrides
}: Partial<Omit<Event, "id">> & { id: number }): Event {
  return {
    id: uuidFor("1", id),
    event_name: `Event ${id}`,
    event_datetime: "2025-03-05T15:30:00",
    end_datetime: "2025-03-05T16:30:00",
    description: null,
    venue: `Hall ${id}`,
    isBranded: false,
    event_status: "SCHEDULED",
    event_type: "Lectures",
    invitee_number: null,
    logo_url: null,
    cover_image_url: null,
    contact_person_name: null,
    contact_person_email: null,
    contact_person_phone: null,
    contact_person_profile_image: null,
    theme_colors: ["#3B82F6", "#8B5CF6", "#EC4899"],
    event_admin_id: EVENT_ADMIN_ID,
    facebook_link: null,
    x_link: null,
    youtube_link: null,
    instagram_link: null,
    website_link: null,
    created_date: "2025-01-01T00:00:00.000Z",
    updated_date: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export function buildSession({ id }: { id: number }): Session {
  return {
    id: uuidFor("2", id),
    name: `Session ${id}`,
    description: null,
    event_id: uuidFor("1", 1),
    session_type: "keynote",
    other_session_type: null,
    start_datetime: "2025-03-05T15:30:00",
    end_datetime: "2025-03-05T16:30:00",
    venue: null,
    image: null,
    image_url: null,
    document: null,
    created_date: "2025-01-01T00:00:00.000Z",
    updated_date: "2025-01-01T00:00:00.000Z",
  };
}

export function buildParticipant({ id }: { id: number }): Participant {
  return {
    id: uuidFor("3", id),
    event_id: uuidFor("1", 1),
    user_id: null,
    name: `Participant ${id}`,
    email: `participant${id}@example.org`,
    phone: null,
    username: `participant${id}`,
    participant_role: "attendee",
    profile_image: null,
    status: "active",
    skip_otp: false,
    created_date: "2025-01-01T00:00:00.000Z",
    updated_date: "2025-01-01T00:00:00.000Z",
  };
}
