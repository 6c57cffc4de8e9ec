import type { Event, UserSummary } from "@events/contract";

/** An event as the server answers it, with the fields a test cares about overridden. */
export function buildEvent(overrides: Partial<Event> = {}): Event {
  return {
    id: "6f1c2a5e-2b1d-4c3e-8f4a-0a1b2c3d4e01",
    event_name: "Spring Gala",
    event_datetime: "2025-03-05T15:30:00",
    end_datetime: "2025-03-05T16:30:00",
    description: null,
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
    theme_colors: ["#3B82F6", "#8B5CF6", "#EC4899"],
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
