import {
  API_TOKEN_MESSAGES,
  DOCUMENT_MESSAGES,
  EVENT_MESSAGES,
  PARTICIPANT_MESSAGES,
  SESSION_MESSAGES,
  STAFF_UNDO_MINUTES,
} from "@events/contract";
import type { Column, SQL } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { eventDocuments, eventSessions, type ParticipantRow, participants } from "../db/schema.js";
import { forbidden, type HttpError, notFound } from "../errors.js";
import type { UnitOfWork } from "../transactions/transaction-runner.js";
import type { Caller } from "./caller.js";
import { checkInEventsOf, mayCheckInAt } from "./door-scope.js";
import {
  type BelongsToEvent,
  type EventAccess,
  findEventAccess,
  findEventAccessForShare,
  findEventAccessOf,
} from "./event-rows.js";
import {
  type EventScope,
  eventScopeOf,
  isInScope,
  scopeOfEventAdmin,
  tokenEventsOf,
} from "./event-scope.js";
import {
  eventIdOfPerson,
  findPersonInEvent,
  findPersonInEventOf,
  type PersonCaller,
  type PersonInEvent,
  participantIdOfPerson,
} from "./person-scope.js";
import { UNDO_REACH } from "./roles.js";

/** The answer to an event that does not exist or that the caller may not manage. */
export const eventNotFound = () => notFound(EVENT_MESSAGES.eventNotFound);
/** The answers to what belongs to an event, when it does not exist or is out of the caller's reach. */
export const sessionNotFound = () => notFound(SESSION_MESSAGES.sessionNotFound);
export const participantNotFound = () => notFound(PARTICIPANT_MESSAGES.notFound);
export const eventDocumentNotFound = () => notFound(DOCUMENT_MESSAGES.notFound);

/** What belongs to an event, and the answer when one is missing or out of the caller's reach. */
const OWNED_BY_EVENT = {
  session: {
    rows: { table: eventSessions, id: eventSessions.id, eventId: eventSessions.event_id },
    notFound: sessionNotFound,
  },
  participant: {
    rows: { table: participants, id: participants.id, eventId: participants.event_id },
    notFound: participantNotFound,
  },
  eventDocument: {
    rows: { table: eventDocuments, id: eventDocuments.id, eventId: eventDocuments.event_id },
    notFound: eventDocumentNotFound,
  },
} satisfies Record<string, { rows: BelongsToEvent; notFound: () => HttpError }>;

export type OwnedByEvent = keyof typeof OWNED_BY_EVENT;

export interface AccessOptions {
  /**
   * Check inside this transaction, the event kept (FOR SHARE) from being deleted or reassigned
   * until it ends, so what the caller was allowed stays allowed while the change is made.
   */
  in?: UnitOfWork | undefined;
  /** The refusal; by default the "not found" of what was asked for, so nothing is revealed. */
  whenRefused?: (() => HttpError) | undefined;
}

/** Whether the caller may manage the event (DESIGN §5). */
export function canManageEvent(
  caller: Caller,
  event: EventAccess | undefined,
): event is EventAccess {
  return event !== undefined && isInScope(eventScopeOf(caller), event);
}

/**
 * Throws unless the event exists and the caller may manage it, for rows loaded together with
 * their event's access columns.
 */
export function assertCanManageEvent(
  caller: Caller,
  event: EventAccess | undefined,
  whenRefused: () => HttpError = eventNotFound,
): asserts event is EventAccess {
  if (!canManageEvent(caller, event)) throw whenRefused();
}

/** Whether the caller may undo a check-in, and until when (null: no deadline, or no undo). */
export interface UndoWindow {
  may: boolean;
  until: Date | null;
}

/** What the undo window looks at of a participant's check-in. */
export type CheckInOfParticipant = Pick<
  ParticipantRow,
  "checked_in_at" | "checked_in_by" | "checked_in_recorded_at"
>;

const NO_UNDO: UndoWindow = { may: false, until: null };

function undoWindowOf(caller: Caller, checkIn: CheckInOfParticipant, now: Date): UndoWindow {
  if (checkIn.checked_in_at === null) return NO_UNDO;
  if (UNDO_REACH[caller.user.type] === "any check-in") return { may: true, until: null };
  if (checkIn.checked_in_by !== caller.user.id || checkIn.checked_in_recorded_at === null) {
    return NO_UNDO;
  }
  const until = new Date(checkIn.checked_in_recorded_at.getTime() + STAFF_UNDO_MINUTES * 60_000);
  return until > now ? { may: true, until } : NO_UNDO;
}

/**
 * The one place that answers who may reach what: every service asks it, so a new kind of caller
 * changes this module (and roles.ts) only.
 */
export function createAccessKernel(db: Database) {
  /** The event's access columns; inside a transaction, kept FOR SHARE until it ends. */
  async function findEvent(
    eventId: string,
    options: AccessOptions,
  ): Promise<EventAccess | undefined> {
    const [event] = options.in
      ? await findEventAccessForShare(options.in.transaction, [eventId])
      : [await findEventAccess(db, eventId)];
    return event;
  }

  /** The access columns of the event a row belongs to, kept alike inside a transaction. */
  function findEventOf(
    kind: OwnedByEvent,
    id: string,
    options: AccessOptions,
  ): Promise<EventAccess | undefined> {
    return findEventAccessOf(
      options.in?.transaction ?? db,
      OWNED_BY_EVENT[kind].rows,
      id,
      options.in !== undefined,
    );
  }

  /** The event, if it exists and the caller may check people in at it; else the refusal. */
  async function requireCheckInAt(
    caller: Caller,
    event: EventAccess | undefined,
    options: AccessOptions,
    whenNotFound: () => HttpError,
  ): Promise<EventAccess> {
    if (!event || !(await mayCheckInAt(options.in?.transaction ?? db, caller, event))) {
      throw (options.whenRefused ?? whenNotFound)();
    }
    return event;
  }

  return {
    /** Which events the caller may see, for the lists to filter by. */
    scopeOf(caller: Caller): EventScope {
      return eventScopeOf(caller);
    },

    /** The events of one event admin, if the caller may see them; else 404 with no message. */
    requireEventAdminScope(caller: Caller, eventAdminId: string): EventScope {
      const scope = scopeOfEventAdmin(eventScopeOf(caller), eventAdminId);
      if (!scope) throw notFound();
      return scope;
    },

    /**
     * Refuses an API token limited to some events a new event, which would be outside them;
     * anyone else signed in may create one.
     */
    assertMayCreateEvent(caller: Caller): void {
      if (tokenEventsOf(caller)) throw forbidden(API_TOKEN_MESSAGES.limitedToEvents);
    },

    /** The event, if the caller may manage it; else 404 "Event not found". */
    async requireEvent(
      caller: Caller,
      eventId: string,
      options: AccessOptions = {},
    ): Promise<EventAccess> {
      const event = await findEvent(eventId, options);
      assertCanManageEvent(caller, event, options.whenRefused);
      return event;
    },

    /** Every one of the events, if the caller may manage them all; else the refusal. */
    async requireEvents(
      caller: Caller,
      eventIds: readonly string[],
      options: AccessOptions & { in: UnitOfWork },
    ): Promise<EventAccess[]> {
      const unique = [...new Set(eventIds)];
      const found = await findEventAccessForShare(options.in.transaction, unique);
      if (found.length !== unique.length) throw (options.whenRefused ?? eventNotFound)();
      for (const event of found) assertCanManageEvent(caller, event, options.whenRefused);
      return found;
    },

    /**
     * The event of a session, participant or event document, if the row exists and the caller
     * may manage its event; else that row's "not found".
     */
    async requireEventOf(
      kind: OwnedByEvent,
      caller: Caller,
      id: string,
      options: AccessOptions = {},
    ): Promise<EventAccess> {
      const event = await findEventOf(kind, id, options);
      assertCanManageEvent(caller, event, options.whenRefused ?? OWNED_BY_EVENT[kind].notFound);
      return event;
    },

    /**
     * The door: checking people in, which door staff may do at their events (and admins at the
     * events they manage). The door's routes answer names, roles and check-in state only, to
     * everyone.
     */
    door: {
      /** The condition on an event id column that keeps the events the caller checks in at. */
      eventsOf(caller: Caller, eventIdColumn: Column | SQL): SQL | undefined {
        return checkInEventsOf(caller, eventIdColumn);
      },

      /** The event, if the caller may check people in at it; else 404 "Event not found". */
      async requireEvent(
        caller: Caller,
        eventId: string,
        options: AccessOptions = {},
      ): Promise<EventAccess> {
        const event = await findEvent(eventId, options);
        return requireCheckInAt(caller, event, options, eventNotFound);
      },

      /**
       * The event of a participant, if the caller may check people in at it; else "Participant
       * not found".
       */
      async requireEventOfParticipant(
        caller: Caller,
        participantId: string,
        options: AccessOptions = {},
      ): Promise<EventAccess> {
        const event = await findEventOf("participant", participantId, options);
        return requireCheckInAt(caller, event, options, OWNED_BY_EVENT.participant.notFound);
      },

      /**
       * Whether the caller may undo this check-in, and until when: admins any, with no deadline;
       * door staff their own, for STAFF_UNDO_MINUTES after it was recorded. Nobody a participant
       * not checked in.
       */
      undoWindow(caller: Caller, checkIn: CheckInOfParticipant, now: Date): UndoWindow {
        return undoWindowOf(caller, checkIn, now);
      },
    },

    /** A participant's reach in their app: their own events, and what belongs to those. */
    person: {
      /**
       * Where the person's own data is: everything held on their e-mail, in whichever event, as
       * a system admin's privacy export finds it. Never another address: the caller's own.
       */
      ownData(caller: PersonCaller): { scope: EventScope; email: string } {
        return { scope: { kind: "every event" }, email: caller.person.email };
      },

      /** The condition on an event id column that keeps the person's events, for the lists. */
      eventsOf(caller: PersonCaller, eventIdColumn: Column | SQL): SQL {
        return eventIdOfPerson(eventIdColumn, caller);
      },

      /** The condition on a participant id column that keeps the person's own rows. */
      ownRowsOf(caller: PersonCaller, participantIdColumn: Column | SQL): SQL {
        return participantIdOfPerson(participantIdColumn, caller);
      },

      /** The person's participant row of the event; 404 "Event not found" if they are not in it. */
      async requireEvent(
        caller: PersonCaller,
        eventId: string,
        options: Pick<AccessOptions, "in"> = {},
      ): Promise<PersonInEvent> {
        const found = await findPersonInEvent(options.in?.transaction ?? db, caller, eventId);
        if (!found) throw eventNotFound();
        return found;
      },

      /**
       * The person's participant row of the event a session or event document belongs to; that
       * row's "not found" when it does not exist or its event is not the person's.
       */
      async requireEventOf(
        kind: Exclude<OwnedByEvent, "participant">,
        caller: PersonCaller,
        id: string,
        options: Pick<AccessOptions, "in"> = {},
      ): Promise<PersonInEvent> {
        const owned = OWNED_BY_EVENT[kind];
        const found = await findPersonInEventOf(
          options.in?.transaction ?? db,
          caller,
          owned.rows,
          id,
        );
        if (!found) throw owned.notFound();
        return found;
      },
    },
  };
}

export type AccessKernel = ReturnType<typeof createAccessKernel>;
