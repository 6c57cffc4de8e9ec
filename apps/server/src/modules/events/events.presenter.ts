import type { Event } from "@events/contract";
import type { EventRow } from "../../db/schema.js";
import { formatWallClock } from "../../db/wall-clock.js";

/** The one shape an event leaves the server in. */
export function presentEvent(event: EventRow): Event {
  return {
    id: event.id,
    event_name: event.event_name,
    event_datetime: formatWallClock(event.event_datetime),
    end_datetime: formatWallClock(event.end_datetime),
    time_zone: event.time_zone,
    description: event.description,
    venue: event.venue,
    isBranded: event.is_branded,
    event_status: event.event_status,
    event_type: event.event_type,
    invitee_number: event.invitee_number,
    logo_url: event.logo_url,
    cover_image_url: event.cover_image_url,
    contact_person_name: event.contact_person_name,
    contact_person_email: event.contact_person_email,
    contact_person_phone: event.contact_person_phone,
    contact_person_profile_image: event.contact_person_profile_image,
    theme_colors: event.theme_colors,
    event_admin_id: event.event_admin_id,
    facebook_link: event.facebook_link,
    x_link: event.x_link,
    youtube_link: event.youtube_link,
    instagram_link: event.instagram_link,
    website_link: event.website_link,
    retention_days: event.retention_days,
    created_date: event.created_date.toISOString(),
    updated_date: event.updated_date.toISOString(),
  };
}
