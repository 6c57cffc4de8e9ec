import type { Event, User } from "@events/contract";

function uuidFor(kind: "1" | "2", id: number): string {
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

export function buildUser({ id, ...overrides }: Partial<Omit<User, "id">> & { id: number }): User {
  return {
    id: uuidFor("2", id),
    name: `User ${id}`,
    email: `user${id}@example.org`,
    phone: null,
    type: "event_admin",
    isVerified: true,
    profile_image: null,
    created_date: "2025-01-01T00:00:00.000Z",
    updated_date: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}
