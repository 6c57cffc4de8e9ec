import { type AuditLogFilters, auditFilterBound } from "@events/contract";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { type EventScope, eventIdInScope } from "../../access/event-scope.js";
import type { Database } from "../../db/client.js";
import { countMatching, type MatchingCount } from "../../db/count-matching.js";
import { copyCsvLines, csvMoment, csvPlainText, csvText } from "../../db/csv-text.js";
import { type KeysetPage, offsetOf, type PagePlace, settlePage } from "../../db/keyset-order.js";
import { type NewestFirstCursor, newestFirst } from "../../db/newest-first.js";
import { type AuditLogRow, auditLog, events } from "../../db/schema.js";

/** An entry with the name its event has now (null once the event is gone). */
export type AuditLogListedRow = AuditLogRow & { event_name: string | null } & NewestFirstCursor;

export interface AuditLogListedPage extends MatchingCount, KeysetPage<AuditLogListedRow> {}

/** Which entries a list takes: the query's filters, within the events the caller may see. */
export interface AuditLogScope extends AuditLogFilters {
  scope: EventScope;
}

const NEWEST_FIRST = newestFirst(auditLog.created_at, auditLog.id);

/** Who did what to which entity of which event, as the list reads it. */
const ACTOR_AND_ENTITY = {
  actor_id: auditLog.actor_id,
  actor_name: auditLog.actor_name,
  actor_role: auditLog.actor_role,
  action: auditLog.action,
  entity_type: auditLog.entity_type,
  entity_id: auditLog.entity_id,
  event_id: auditLog.event_id,
};

function entriesMatching(scope: AuditLogScope): SQL | undefined {
  return and(
    eventIdInScope(auditLog.event_id, scope.scope),
    scope.event_id === undefined ? undefined : eq(auditLog.event_id, scope.event_id),
    scope.actor_id === undefined ? undefined : eq(auditLog.actor_id, scope.actor_id),
    scope.entity_type === undefined ? undefined : eq(auditLog.entity_type, scope.entity_type),
    scope.action === undefined ? undefined : eq(auditLog.action, scope.action),
    scope.from === undefined
      ? undefined
      : sql`${auditLog.created_at} >= ${auditFilterBound(scope.from, "from").toISOString()}::timestamptz`,
    scope.to === undefined
      ? undefined
      : sql`${auditLog.created_at} < ${auditFilterBound(scope.to, "to").toISOString()}::timestamptz`,
  );
}

export function createAuditLogRepository(db: Database) {
  const selectListed = () =>
    db
      .select({
        id: auditLog.id,
        created_at: auditLog.created_at,
        ...ACTOR_AND_ENTITY,
        changes: auditLog.changes,
        ip: auditLog.ip,
        user_agent: auditLog.user_agent,
        via_token: auditLog.via_token,
        event_name: events.event_name,
        cursor: NEWEST_FIRST.cursor,
      })
      .from(auditLog)
      .leftJoin(events, eq(events.id, auditLog.event_id));

  return {
    /**
     * One page of the entries, newest first, whether there are entries after and before it, and
     * how many there are in all. A page after or before a place reads its entries straight from
     * the index, however deep it is.
     */
    async listPage(
      scope: AuditLogScope,
      place: PagePlace,
      limit: number,
    ): Promise<AuditLogListedPage> {
      const where = entriesMatching(scope);
      const read = selectListed()
        .where(and(where, NEWEST_FIRST.whereAt(place)))
        .orderBy(...NEWEST_FIRST.orderAt(place))
        .limit(limit + 1)
        .offset(offsetOf(place));
      const [rows, counted] = await Promise.all([read, countMatching(db, auditLog, where)]);
      return { ...counted, ...settlePage(rows, place, limit) };
    },

    /**
     * Every entry the scope takes, newest first, as the lines of the CSV export: the columns of
     * AUDIT_EXPORT_COLUMNS written by PostgreSQL's COPY (csv-text.ts).
     */
    exportCsvLines(scope: AuditLogScope): AsyncGenerator<Buffer> {
      return copyCsvLines(
        db,
        [
          csvMoment(auditLog.created_at),
          csvPlainText(auditLog.actor_id),
          csvText(auditLog.actor_name),
          csvPlainText(auditLog.actor_role),
          csvPlainText(auditLog.action),
          csvPlainText(auditLog.entity_type),
          csvPlainText(auditLog.entity_id),
          csvPlainText(auditLog.event_id),
          csvText(events.event_name),
          // The column holds what JSON.stringify wrote: the text is the entry's JSON as is.
          csvText(auditLog.changes),
          csvText(auditLog.ip),
          csvText(auditLog.user_agent),
        ],
        {
          orderBy: NEWEST_FIRST.orderBy,
          select: (fields) =>
            db
              .select(fields)
              .from(auditLog)
              .leftJoin(events, eq(events.id, auditLog.event_id))
              .where(entriesMatching(scope))
              .$dynamic(),
        },
      );
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
