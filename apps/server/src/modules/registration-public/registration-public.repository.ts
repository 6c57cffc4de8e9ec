import type { RegistrationCounts } from "@events/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { type EventRow, eventRegistration, eventSessions, events } from "../../db/schema.js";
import { publicSessionColumns } from "../../presenters/public-session-columns.js";
import type { PublicSessionFields } from "../../presenters/session.js";
import { countPlaces } from "../../registration/places.js";
import type { RegistrationSettingsRow } from "../../registration/registration-settings.js";

/** The event fields its public page shows, and what decides whether it takes registrations. */
const publicEventColumns = {
  id: events.id,
  event_name: events.event_name,
  description: events.description,
  venue: events.venue,
  event_datetime: events.event_datetime,
  end_datetime: events.end_datetime,
  time_zone: events.time_zone,
  logo_url: events.logo_url,
  cover_image_url: events.cover_image_url,
  theme_colors: events.theme_colors,
  event_status: events.event_status,
};

export interface PublishedEvent {
  settings: RegistrationSettingsRow;
  event: Pick<EventRow, keyof typeof publicEventColumns>;
}

export function createRegistrationPublicRepository(db: Database) {
  return {
    /** The event whose page has this address, if the organiser publishes it. */
    async findPublishedEvent(slug: string): Promise<PublishedEvent | undefined> {
      const [row] = await db
        .select({ settings: eventRegistration, event: publicEventColumns })
        .from(eventRegistration)
        .innerJoin(events, eq(events.id, eventRegistration.event_id))
        .where(and(eq(eventRegistration.slug, slug), eq(eventRegistration.published, true)));
      return row;
    },

    countPlaces(eventId: string, capacity: number | null): Promise<RegistrationCounts> {
      return countPlaces(db, eventId, capacity);
    },

    /** The event's sessions in time order, as its published agenda shows them. */
    listAgenda(eventId: string): Promise<PublicSessionFields[]> {
      return db
        .select(publicSessionColumns)
        .from(eventSessions)
        .where(eq(eventSessions.event_id, eventId))
        .orderBy(asc(eventSessions.start_datetime), asc(eventSessions.name));
    },
  };
}

export type RegistrationPublicRepository = ReturnType<typeof createRegistrationPublicRepository>;
