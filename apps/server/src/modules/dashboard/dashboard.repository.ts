import { PARTICIPANTS_PER_EVENT_LIMIT } from "@events/contract";
import { type Column, type SQL, sql } from "drizzle-orm";
import { type EventScope, eventIdInScope, eventsInScope } from "../../access/event-scope.js";
import type { Database } from "../../db/client.js";
import { events, participants } from "../../db/schema.js";
import { selectDriverRows } from "../../db/table-rows.js";

/** One event's participants, counted. */
export interface EventParticipantsRow {
  event_id: string;
  event_name: string;
  participants: number;
}

/** How many rows fell on one UTC day (a week's Monday, or a day), as YYYY-MM-DD. */
export interface DayCountRow {
  day: string;
  count: number;
}

/** A half-open span of whole UTC days, [from, to): both ends are midnights (UTC). */
export interface TimeWindow {
  from: Date;
  to: Date;
}

const toCalendarDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** Restricts rows of `eventId` to those of the scope's events; nothing for every event. */
function andEventInScope(eventId: Column | SQL, scope: EventScope): SQL {
  const inScope = eventIdInScope(eventId, scope);
  return inScope ? sql`and ${inScope}` : sql``;
}

export function createDashboardRepository(db: Database) {
  return {
    /**
     * The events with the most participants, most first, then by name; events without any are
     * left out. Read from the counters the participant triggers keep, not by counting rows.
     */
    listTopEventsByParticipants(scope: EventScope): Promise<EventParticipantsRow[]> {
      const inScope = eventsInScope(scope);
      return selectDriverRows<EventParticipantsRow>(
        db,
        sql`select ${events.id} as event_id, ${events.event_name} as event_name,
            sum(counts.count)::int as participants
          from participant_counts as counts
          join ${events} on ${events.id} = counts.event_id
          ${inScope ? sql`where ${inScope}` : sql``}
          group by ${events.id}, ${events.event_name}
          having sum(counts.count) > 0
          order by participants desc, ${events.event_name} asc, ${events.id} asc
          limit ${PARTICIPANTS_PER_EVENT_LIMIT}`,
      );
    },

    /**
     * Participants added in the window, per UTC week (weeks start on Monday). Added up from the
     * counters per event and day the participant triggers keep (participant_additions), so it
     * reads at most the window's days of each event however many participants there are.
     */
    countParticipantsPerWeek(window: TimeWindow, scope: EventScope): Promise<DayCountRow[]> {
      const week = sql`date_trunc('week', additions.day::timestamp)`;
      return selectDriverRows<DayCountRow>(
        db,
        sql`select to_char(${week}, 'YYYY-MM-DD') as day, sum(additions.count)::int as count
          from participant_additions as additions
          where additions.day >= ${toCalendarDay(window.from)}::date
            and additions.day < ${toCalendarDay(window.to)}::date
            ${andEventInScope(sql`additions.event_id`, scope)}
          group by ${week}`,
      );
    },

    /**
     * Check-ins in the window, per UTC day, counted in the database so only the window's days
     * leave it. The indexes of the checked-in rows by time, alone and within each event, let it
     * read only the window's check-ins of the caller's events.
     */
    countCheckInsPerDay(window: TimeWindow, scope: EventScope): Promise<DayCountRow[]> {
      const checkedIn = participants.checked_in_at;
      const day = sql`date_trunc('day', ${checkedIn} at time zone 'UTC')`;
      return selectDriverRows<DayCountRow>(
        db,
        sql`select to_char(${day}, 'YYYY-MM-DD') as day, count(*)::int as count
          from ${participants}
          where ${checkedIn} >= ${window.from.toISOString()}::timestamptz
            and ${checkedIn} < ${window.to.toISOString()}::timestamptz
            ${andEventInScope(participants.event_id, scope)}
          group by ${day}`,
      );
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
