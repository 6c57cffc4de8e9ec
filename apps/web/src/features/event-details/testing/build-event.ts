import type { Event } from "@events/contract";

/** An event as get-event answers it, with every field filled; override what a test is about. */
export function buildFullEvent(overrides: Partial<Event> = {}): Event {
  return {
    id: "6f1c2a5e-2b1d-4c3e-8f4a-0a1b2c3d4e01",
    event_name: "Spring Gala",
    event_datetime: "2025-03-05T15:30:00",
    end_datetime: "2025-03-05T18:00:00",
    description: "An evening of music and awards.",
    venue: "Main Hall",
    isBranded: true,
    event_status: "ACTIVE",
    event_type: "Ceremonies",
    invitee_number: 250,
    logo_url: "/media/events/logo.png",
    cover_image_url: "/media/events/cover.png",
    contact_person_name: "Grace Hopper",
    contact_person_email: "grace@example.org",
    contact_person_phone: "+1 (555) 010-0200",
    contact_person_profile_image: null,
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
  };
}

/** The same event with every optional field left empty. */
export function buildBareEvent(overrides: Partial<Event> = {}): Event {
  return buildFullEvent({
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
    ...overrides,
  });
}
