import type { AuditRecord } from "@events/server/dist/audit/audit-entry.js";
import type { ParticipantRow, RegistrationRow } from "@events/server/dist/db/schema.js";
import {
  registeredParticipantRecord,
  registrationRecord,
} from "@events/server/dist/registration/registration-life.js";
import type { NewRegisteredParticipant } from "@events/server/dist/registration/registrations.repository.js";
import type { RecordedQuery } from "./recorded-sql.js";

// The statements of one confirmation as the application sends them, recorded from its own
// registration service (registration.ts), and the parameters each takes for a request. Shared by
// the recording, which checks that these give back the very parameters the application sent,
// and by the raw baseline, which sends them.

/** What every confirmation sends first: its registration, the event's lock, the places. */
const LOCKED_AND_COUNTED = [
  "find",
  "begin",
  "lockEvent",
  "findForUpdate",
  "countPlaces",
  "mailboxes",
] as const;

/** A confirmation that takes a place: its statements in the order the application sends them. */
export const REGISTERED_PATH = [
  ...LOCKED_AND_COUNTED,
  "takenUsernames",
  "insertParticipant",
  "settle",
  "auditTwo",
  "enqueue",
  "commit",
] as const;

/** A confirmation that joins the waiting list: no participant, one log entry, its position. */
export const WAITING_PATH = [
  ...LOCKED_AND_COUNTED,
  "settle",
  "auditOne",
  "enqueue",
  "commit",
  "waitingPosition",
] as const;

export type ConfirmStatement = (typeof REGISTERED_PATH)[number] | (typeof WAITING_PATH)[number];
export type RecordedConfirmSql = Record<ConfirmStatement, RecordedQuery>;

/** Who confirmed, as the activity log keeps it. */
export interface ConfirmOrigin {
  ip: string;
  userAgent: string | null;
}

/** What the application's settle statement is given for one registration. */
export interface SettledState {
  at: Date;
  registrationId: string;
  state: "registered" | "waiting";
  participantId: string | null;
  waitingRank: number | null;
}

/** The log's entries of a confirmation: the participant made, if any, then the registration. */
export function confirmationRecords(
  before: RegistrationRow,
  after: RegistrationRow,
  participant: ParticipantRow | undefined,
): AuditRecord[] {
  const confirmed = registrationRecord("confirm", before, after);
  if (!participant) return [confirmed];
  return [registeredParticipantRecord("create", participant), confirmed];
}

/** The statement as pg sends it: unnamed, as the application sends these. */
export interface StatementToSend {
  text: string;
  values: unknown[];
}

/**
 * The statements with this request's parameters. Constants the application binds as parameters
 * (states, the queue's options, the anonymous actor's columns) are sent as recorded.
 */
export function confirmStatements(sql: RecordedConfirmSql) {
  const send = (query: RecordedQuery, values: unknown[]): StatementToSend => ({
    text: query.text,
    values,
  });
  // jsonb parameters go as JSON text, as drizzle sends them.
  const json = (value: unknown) => JSON.stringify(value);
  const [jobTemplate] = JSON.parse(String(sql.enqueue.params[5])) as Record<string, unknown>[];
  return {
    find: (registrationId: string) => send(sql.find, [registrationId]),
    begin: () => send(sql.begin, []),
    commit: () => send(sql.commit, []),
    lockEvent: (eventId: string) => send(sql.lockEvent, [eventId]),
    findForUpdate: (eventId: string, registrationId: string) =>
      send(sql.findForUpdate, [eventId, registrationId]),
    countPlaces: (eventId: string) =>
      send(sql.countPlaces, [eventId, eventId, ...sql.countPlaces.params.slice(2)]),
    mailboxes: (registration: Pick<RegistrationRow, "id" | "event_id" | "email">) =>
      send(sql.mailboxes, [
        registration.event_id,
        registration.event_id,
        ...sql.mailboxes.params.slice(2, 5),
        [registration.id],
        [registration.email],
      ]),
    takenUsernames: (eventId: string, usernames: readonly string[]) =>
      send(sql.takenUsernames, [eventId, usernames.map((username) => username.toLowerCase())]),
    insertParticipant: (participant: NewRegisteredParticipant) =>
      send(sql.insertParticipant, [
        participant.id,
        participant.event_id,
        participant.name,
        participant.email,
        participant.phone,
        participant.username,
        participant.participant_role,
        json(participant.consent),
        json(participant.answers),
        participant.language ?? null,
      ]),
    settle: (settled: SettledState) =>
      send(sql.settle, [
        settled.at.toISOString(),
        [settled.registrationId],
        [settled.state],
        [settled.participantId],
        [settled.waitingRank],
      ]),
    /** One or two entries, each a row of the statement that writes that many. */
    audit: (records: readonly AuditRecord[], origin: ConfirmOrigin) => {
      const query = records.length === 1 ? sql.auditOne : sql.auditTwo;
      const actor = query.params.slice(0, 3);
      return send(
        query,
        records.flatMap((record) => [
          ...actor,
          record.action,
          record.entity_type,
          record.entity_id,
          record.event_id,
          json(record.changes ?? {}),
          origin.ip,
          origin.userAgent,
          // A public confirmation is never made with an API token.
          null,
        ]),
      );
    },
    enqueue: (registrationId: string, kind: "ticket" | "waiting") =>
      send(sql.enqueue, [
        ...sql.enqueue.params.slice(0, 5),
        json([{ ...jobTemplate, data: { registrationId, kind } }]),
      ]),
    waitingPosition: (registration: Pick<RegistrationRow, "id" | "event_id">) =>
      send(sql.waitingPosition, [
        registration.event_id,
        sql.waitingPosition.params[1],
        registration.id,
      ]),
  };
}

export type ConfirmStatements = ReturnType<typeof confirmStatements>;
