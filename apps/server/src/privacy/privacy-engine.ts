import type {
  Answers,
  AuditChanges,
  ErasureCounts,
  ErasureKind,
  PersonAppAccount,
  PersonData,
  PersonParticipation,
  PersonRegistration,
} from "@events/contract";
import { personKey } from "@events/contract";
import { type EventScope, isEveryEvent } from "../access/event-scope.js";
import type { AuditedBy } from "../audit/actor.js";
import { recordWebhookDeliveries } from "../audit/audit-entry.js";
import type { Transaction } from "../db/client.js";
import type { AppPersonRow, ParticipantRow, RegistrationRow } from "../db/schema.js";
import { type FileRemovalDependencies, fileRemover } from "../files/remove-unused-files.js";
import { MEDIA_URL_PREFIX } from "../files/upload-store.js";
import { type EventForm, NO_FORM, presentAnswers } from "../presenters/answers.js";
import { presentAuditEntry } from "../presenters/audit-entry.js";
import { presentParticipant } from "../presenters/participant.js";
import { presentPasskey } from "../presenters/passkey.js";
import { presentRegistrationFields } from "../presenters/registration.js";
import type {
  ErasureSelection,
  PersonMessageRow,
  PersonRegistrationRow,
  PrivacyRepository,
} from "./privacy.repository.js";

export interface PrivacyEngineDependencies extends FileRemovalDependencies {
  privacyRepository: PrivacyRepository;
}

/**
 * A participant's fields that hold what identifies the person: every value these held, now or
 * in a change the log kept, is erased from the log. The check-in code is the ticket's secret.
 */
const PERSONAL_FIELDS = [
  "name",
  "email",
  "phone",
  "username",
  "profile_image",
  "check_in_code",
] as const satisfies readonly (keyof ParticipantRow)[];

/** A registration's fields that hold what identifies the person, besides their answers. */
const PERSONAL_REGISTRATION_FIELDS = [
  "name",
  "email",
  "phone",
  "username",
  "reject_message",
] as const satisfies readonly (keyof RegistrationRow)[];

/** The fields of a participant's or a registration's log entries that hold the person's values. */
const PERSONAL_FIELD_NAMES: ReadonlySet<string> = new Set([
  ...PERSONAL_FIELDS,
  ...PERSONAL_REGISTRATION_FIELDS,
  "answers",
]);

/** The entities whose log entries hold a person's values in those fields. */
const PERSONAL_ENTITIES: ReadonlySet<string> = new Set(["participant", "registration"]);
/**
 * An app account's entries (its sign-ins and passkeys'): the name they gave a passkey is theirs
 * too; a sign-in's holds nothing but the account's id.
 */
const APP_PERSON_ENTITY = "person";

/** The texts in a value: itself, or those inside an array or object (answers), at any depth. */
function textsIn(value: unknown): string[] {
  if (typeof value === "string") return value === "" ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(textsIn);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(textsIn);
  return [];
}

/** The person's values a participant row or a registration holds, their answers' texts too. */
function valuesOfRow<Row extends { answers: Answers }>(
  row: Row,
  fields: readonly (keyof Row)[],
): string[] {
  return [...fields.map((field) => row[field]), row.answers].flatMap(textsIn);
}

/** The values a participant's or registration's log entry held in personal fields. */
function valuesOfChanges(changes: AuditChanges): string[] {
  return Object.entries(changes)
    .filter(([field]) => PERSONAL_FIELD_NAMES.has(field))
    .flatMap(([, values]) => textsIn(values));
}

/** An event's form, or none before its organiser saved one. */
const formOf = (forms: ReadonlyMap<string, EventForm>, eventId: string) =>
  forms.get(eventId) ?? NO_FORM;

function presentPersonRegistration(
  row: PersonRegistrationRow,
  forms: ReadonlyMap<string, EventForm>,
): PersonRegistration {
  return {
    ...presentRegistrationFields(row),
    event_name: row.event_name,
    answered: presentAnswers(formOf(forms, row.event_id), row.answers),
    consent: row.consent,
    waiting_since: row.waiting_since?.toISOString() ?? null,
  };
}

/** The profile images the rows name that this server stores (not an outside address). */
function storedImagesOf(rows: readonly ParticipantRow[]): string[] {
  const images = rows
    .map((row) => row.profile_image)
    .filter((image): image is string => image?.startsWith(MEDIA_URL_PREFIX) === true);
  return [...new Set(images)];
}

function presentAppAccount(row: AppPersonRow): PersonAppAccount {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    first_signed_in_at: row.first_signed_in_at?.toISOString() ?? null,
    last_signed_in_at: row.last_signed_in_at?.toISOString() ?? null,
    has_calendar_feed: row.calendar_token !== null,
    passkey_only: row.passkey_only,
  };
}

function presentMessage(row: PersonMessageRow) {
  return {
    message_id: row.message_id,
    subject: row.subject,
    state: row.state,
    attempts: row.attempts,
    sent_at: row.sent_at?.toISOString() ?? null,
    created_date: row.created_date.toISOString(),
  };
}

/** The people (by personKey) whose rows the erasure takes. */
function peopleOf(selection: ErasureSelection, rows: readonly ParticipantRow[]): string[] {
  const people = new Set(rows.map((row) => personKey(row.email)));
  if (selection.kind === "person") people.add(selection.email);
  return [...people];
}

/** What the erasure record and its log entry say beside the counts. */
export interface ErasureReason {
  kind: ErasureKind;
  reason: string;
}

export interface ErasureOptions {
  /**
   * Runs first in the erasure's transaction; false erases nothing (the answer is undefined). A
   * person's own deletion uses up its e-mailed code here, so one code erases once.
   */
  isConfirmed?: (transaction: Transaction) => Promise<boolean>;
}

/**
 * The one privacy engine: what is held on a person, and erasing it. The Privacy calls, the
 * retention sweep and the participants themselves (in their app) all go through it.
 */
export function createPrivacyEngine({
  privacyRepository,
  uploadStore,
  logger,
}: PrivacyEngineDependencies) {
  const removeErasedFiles = fileRemover(
    { uploadStore, logger },
    "removing a file of an erased participant failed",
  );

  const engine = {
    /**
     * Everything held on the person (by personKey) in the scope's events: their participant rows
     * with the messages sent to them and their answers, their registrations, the log entries
     * that name them, their files.
     */
    async findPerson(
      scope: EventScope,
      email: string,
      now: Date = new Date(),
    ): Promise<PersonData> {
      const [rows, registrations] = await Promise.all([
        privacyRepository.findParticipants(scope, email),
        privacyRepository.findRegistrations(scope, email),
      ]);
      const ids = rows.map((row) => row.id);
      const registrationIds = registrations.map((registration) => registration.id);
      // A caller who sees none of the person's events learns nothing of an account either.
      const seesAccount = isEveryEvent(scope) || rows.length > 0 || registrations.length > 0;
      const account = seesAccount ? await privacyRepository.findAppAccount(email) : undefined;
      const [messages, entries, bookmarks, forms, passkeys] = await Promise.all([
        privacyRepository.findMessages(ids),
        privacyRepository.findEntries(scope, email, {
          participants: ids,
          registrations: registrationIds,
          appPeople: account ? [account.id] : [],
        }),
        privacyRepository.findBookmarks(ids),
        privacyRepository.findForms([...rows, ...registrations].map((row) => row.event_id)),
        account ? privacyRepository.findPasskeys(account.id) : [],
      ]);
      // Every row is this one person's, so their last sign-in to the app is their account's.
      const appLastSignedInAt = account?.last_signed_in_at?.toISOString() ?? null;
      const participations: PersonParticipation[] = rows.map((row) => ({
        ...presentParticipant({ ...row, app_last_signed_in_at: appLastSignedInAt }),
        event_name: row.event_name,
        check_in_code: row.check_in_code,
        consent: row.consent,
        messages: messages
          .filter((message) => message.participant_id === row.id)
          .map(presentMessage),
        answered: presentAnswers(formOf(forms, row.event_id), row.answers),
      }));
      return {
        email,
        generated_at: now.toISOString(),
        participants: participations,
        registrations: registrations.map((registration) =>
          presentPersonRegistration(registration, forms),
        ),
        audit_entries: entries.map(presentAuditEntry),
        files: rows.flatMap((row) =>
          row.profile_image?.startsWith(MEDIA_URL_PREFIX)
            ? [{ participant_id: row.id, kind: "profile_image" as const, url: row.profile_image }]
            : [],
        ),
        app: {
          account: account ? presentAppAccount(account) : null,
          bookmarks: bookmarks.map((bookmark) => ({
            ...bookmark,
            created_at: bookmark.created_at.toISOString(),
          })),
          passkeys: passkeys.map(presentPasskey),
        },
      };
    },

    /**
     * Erases the selection in one transaction: its participant rows and registrations deleted
     * (their bookmarks with them), the log's entries that name them redacted, their queued e-mails cancelled and
     * every copy's name and address erased, the webhooks' deliveries of their rows deleted (sent
     * or not) and a participant.deleted naming only the id queued for each participant row,
     * the participants' app's account of each person left
     * without participant rows deleted (with their sessions, codes and passkeys), the erasure recorded
     * (counts and reason, never the data) in `erasures` and in the log. Their files go after the
     * commit. Answers the counts, or undefined when another server is erasing that event's
     * retention already, nothing was left to erase there, or the erasure was not confirmed.
     */
    async erase(
      by: AuditedBy,
      selection: ErasureSelection,
      { kind, reason }: ErasureReason,
      { isConfirmed }: ErasureOptions = {},
    ): Promise<ErasureCounts | undefined> {
      const erased = await privacyRepository.runInTransaction(async (unit) => {
        if (isConfirmed && !(await isConfirmed(unit.transaction))) return undefined;
        if (selection.kind === "retention" && !(await unit.claimEvent(selection.eventId))) {
          return undefined;
        }
        const rows = await unit.lockParticipants(selection);
        const registrations = await unit.lockRegistrations(selection);
        if (selection.kind === "retention" && rows.length === 0 && registrations.length === 0) {
          return undefined;
        }
        const ids = rows.map((row) => row.id);
        const registrationIds = registrations.map((registration) => registration.id);
        const entries = await unit.findEntries(selection, {
          participants: ids,
          registrations: registrationIds,
          appPeople: await unit.findAppPeopleLeft(peopleOf(selection, rows), ids),
        });
        const values = new Set([
          ...rows.flatMap((row) => valuesOfRow(row, PERSONAL_FIELDS)),
          ...registrations.flatMap((row) => valuesOfRow(row, PERSONAL_REGISTRATION_FIELDS)),
        ]);
        if (selection.kind === "person") values.add(selection.email);
        for (const entry of entries) {
          if (PERSONAL_ENTITIES.has(entry.entity_type) || entry.entity_type === APP_PERSON_ENTITY) {
            for (const value of valuesOfChanges(entry.changes)) values.add(value);
          }
        }
        const auditEntriesRedacted = await unit.redactEntries(
          entries.map((entry) => entry.id),
          [...values],
        );
        const emails = [...values].filter((value) => value.includes("@"));
        const messagesCancelled = await unit.eraseRecipients(selection, ids, emails);
        await unit.deleteWebhookDeliveries([
          ...ids,
          ...registrationIds,
          ...entries.flatMap((entry) =>
            PERSONAL_ENTITIES.has(entry.entity_type) && entry.entity_id ? [entry.entity_id] : [],
          ),
        ]);
        // Receivers that kept the participants hear that they are gone, and nothing more.
        await recordWebhookDeliveries(
          unit,
          by,
          rows.map((row) => ({
            action: "delete",
            entity_type: "participant",
            entity_id: row.id,
            event_id: row.event_id,
          })),
        );
        await unit.deleteRegistrations(registrationIds);
        await unit.deleteParticipants(ids);
        await unit.deleteAppPeopleLeft(peopleOf(selection, rows));
        const files = await unit.imagesFreeToRemove(storedImagesOf(rows));
        const counts: ErasureCounts = {
          participants: rows.length,
          files: files.length,
          audit_entries_redacted: auditEntriesRedacted,
          messages_cancelled: messagesCancelled,
        };
        const actor = by === "system" || !by.user ? undefined : by.user;
        const eventId = selection.kind === "retention" ? selection.eventId : null;
        const record = await unit.insertErasure({
          kind,
          actor_id: actor?.id ?? null,
          actor_name: actor?.name ?? null,
          event_id: eventId,
          reason,
          ...counts,
        });
        await unit.audit(by, {
          action: "erase",
          entity_type: "person",
          entity_id: record.id,
          event_id: eventId,
          changes: {
            reason: [null, reason],
            participants: [null, counts.participants],
            registrations: [null, registrations.length],
            files: [null, counts.files],
            audit_entries_redacted: [null, counts.audit_entries_redacted],
            messages_cancelled: [null, counts.messages_cancelled],
          },
        });
        return { counts, files };
      });
      if (!erased) return undefined;
      await removeErasedFiles(erased.files);
      return erased.counts;
    },

    /**
     * Erases the participants of every event past its retention at `now`, as the server itself;
     * answers how many events this call erased. Run again, or by several servers at once, it
     * erases each event once: an event another server holds is skipped, one left without
     * participants is no longer past its retention.
     */
    async eraseExpiredEvents(now: Date): Promise<number> {
      let erasedEvents = 0;
      for (const event of await privacyRepository.findExpiredEvents(now)) {
        const counts = await engine.erase(
          "system",
          { kind: "retention", eventId: event.id },
          { kind: "retention", reason: retentionReason(event.retention_days) },
        );
        if (counts) erasedEvents += 1;
      }
      await privacyRepository.deleteAppPeopleWithoutEvents();
      return erasedEvents;
    },
  };
  return engine;
}

/** The reason the record of erasures gives for a retention's erasure. */
export function retentionReason(days: number): string {
  return `Retention of ${days} ${days === 1 ? "day" : "days"} after the event's end ran out`;
}

export type PrivacyEngine = ReturnType<typeof createPrivacyEngine>;
