import type { Event, Participant } from "@events/contract";

export const EVENT_ID = "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a41";

export function buildEvent(overrides: Partial<Event> = {}): Event {
  return {
    id: EVENT_ID,
    event_name: "Spring Gala",
    event_datetime: "2025-03-05T15:30:00",
    end_datetime: "2025-03-05T18:30:00",
    description: "An evening of music",
    venue: "Main Hall",
    isBranded: false,
    event_status: "SCHEDULED",
    event_type: "Ceremonies",
    invitee_number: null,
    logo_url: null,
    cover_image_url: null,
    contact_person_name: null,
    contact_person_email: null,
    contact_person_phone: null,
    contact_person_profile_image: null,
    theme_colors: [],
    event_admin_id: null,
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
    created_date: "2025-03-03T14:05:00.000Z",
    updated_date: "2025-03-04T09:00:00.000Z",
    ...overrides,
  };
}
