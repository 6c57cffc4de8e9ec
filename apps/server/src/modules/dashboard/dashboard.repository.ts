import { PARTICIPANTS_PER_EVENT_LIMIT } from "@events/contract";
import { type SQL, sql } from "drizzle-orm";
import { type EventScope, eventIdInScope, eventsInScope } from "../../access/event-scope.js";
import type { Database } from "../../db/client.js";
import { events, participants } from "../../db/schema.js";

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

/** A half-open span of time, [from, to). */
export interface TimeWindow {
  from: Date;
  to: Date;
}

// execute() answers node-postgres' own result type, whose rows are in `rows`.
async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: Row[] };
  return rows;
}

/** Restricts participants to those of the scope's events; nothing for every event. */
function participantsOf(scope: EventScope): SQL {
  const inScope = eventIdInScope(participants.event_id, scope);
  return inScope ? sql`and ${inScope}` : sql``;
}

/**
 * The rows of `column` in the window, counted per UTC `unit` in the database, so only the
 * windows' few groups leave it however many participants there are. Each participant's event
 * comes first in the indexes on participants, so an event admin's count reads only their events'.
 */
function countPerUnit(
  db: Database,
  column: typeof participants.created_date | typeof participants.checked_in_at,
  unit: "week" | "day",
  window: TimeWindow,
  scope: EventScope,
): Promise<DayCountRow[]> {
  // The unit is one of two words written here, never input; a parameter in its place would be a
  // different expression in the select than in the group by.
  const bucket = sql`date_trunc(${sql.raw(`'${unit}'`)}, ${column} at time zone 'UTC')`;
  return selectRows<DayCountRow>(
    db,
    sql`select to_char(${bucket}, 'YYYY-MM-DD') as day, count(*)::int as count
      from ${participants}
      where ${column} >= ${window.from.toISOString()}::timestamptz
        and ${column} < ${window.to.toISOString()}::timestamptz
        ${participantsOf(scope)}
      group by ${bucket}`,
  );
}

export function createDashboardRepository(db: Database) {
  return {
    /**
     * The events with the most participants, most first, then by name; events without any are
     * left out. Read from the counters the participant triggers keep, not by counting rows.
     */
    listTopEventsByParticipants(scope: EventScope): Promise<EventParticipantsRow[]> {
      const inScope = eventsInScope(scope);
      return selectRows<EventParticipantsRow>(
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

    /** Participants added in the window, per UTC week (weeks start on Monday). */
    countParticipantsPerWeek(window: TimeWindow, scope: EventScope): Promise<DayCountRow[]> {
      return countPerUnit(db, participants.created_date, "week", window, scope);
    },

    /** Check-ins in the window, per UTC day. */
    countCheckInsPerDay(window: TimeWindow, scope: EventScope): Promise<DayCountRow[]> {
      return countPerUnit(db, participants.checked_in_at, "day", window, scope);
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
