import type { RegistrationCounts, RegistrationListQuery } from "@events/contract";
import { and, asc, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { type PageRange, type PageWithTotal, readPageWithTotal } from "../../db/page-with-total.js";
import { type RegistrationRow, registrations, searchText } from "../../db/schema.js";
import { containsPattern } from "../../db/search.js";
import { countPlaces } from "../../registration/places.js";
import { findRegistrationSettings } from "../../registration/registration-settings.js";

/** A registration of the organiser's list, with its waiting-list place when waiting. */
export type ListedRegistration = RegistrationRow & { position: number | null };

/**
 * A waiting registration's place in its event's list, 1 being next; null for the others. Written
 * out with the table's names: drizzle leaves a one-table select's columns unqualified, which
 * inside this subquery would name its own rows.
 */
const positionOf = sql<number | null>`case when registrations.state = 'waiting' then (
  select count(*)::int from registrations as ahead
  where ahead.event_id = registrations.event_id and ahead.state = 'waiting'
    and (ahead.waiting_since, ahead.id) <= (registrations.waiting_since, registrations.id)
) end`;

export function createRegistrationsListRepository(db: Database) {
  return {
    /**
     * A page of the event's registrations in a state (all but unconfirmed ones when none is
     * given), searched by name and e-mail: the waiting list in its order, the others newest
     * first; and how many match.
     */
    async listPage(
      eventId: string,
      filters: { state: RegistrationListQuery["state"]; q: string },
      page: PageRange,
    ): Promise<PageWithTotal<ListedRegistration>> {
      const where = and(
        eq(registrations.event_id, eventId),
        filters.state === undefined
          ? ne(registrations.state, "unconfirmed")
          : eq(registrations.state, filters.state),
        filters.q === ""
          ? undefined
          : sql`${searchText(registrations.name, registrations.email)} like ${containsPattern(filters.q)}`,
      ) as SQL;
      const order =
        filters.state === "waiting"
          ? [asc(registrations.waiting_since), asc(registrations.id)]
          : [desc(registrations.created_date), desc(registrations.id)];
      const { rows, total } = await readPageWithTotal(
        db,
        db
          .select({ registration: registrations, position: positionOf })
          .from(registrations)
          .where(where)
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.offset),
        registrations,
        where,
      );
      return { rows: rows.map((row) => ({ ...row.registration, position: row.position })), total };
    },

    /** The event's places, by its capacity (unlimited before its settings are saved). */
    async countPlaces(eventId: string): Promise<RegistrationCounts> {
      const settings = await findRegistrationSettings(db, eventId);
      return countPlaces(db, eventId, settings?.capacity ?? null);
    },
  };
}

export type RegistrationsListRepository = ReturnType<typeof createRegistrationsListRepository>;
