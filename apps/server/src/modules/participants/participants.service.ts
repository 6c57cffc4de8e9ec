import {
  DEFAULT_PARTICIPANT_SORT,
  PARTICIPANT_EVENT_CHANGE_MESSAGE,
  PARTICIPANT_MESSAGES,
  type PagedParticipantsResponse,
  type Participant,
  type ParticipantInput,
  type ParticipantListQuery,
  type ParticipantUpdate,
  toPageRequest,
} from "@events/contract";
import { type AccessKernel, participantNotFound } from "../../access/access-kernel.js";
import type { Caller } from "../../access/caller.js";
import type { Actor } from "../../audit/actor.js";
import { auditedRow, rowChangeRecord } from "../../audit/audit-changes.js";
import type { AuditRecord } from "../../audit/audit-entry.js";
import { fromPageCursor, type PagePlace, pageCursors } from "../../db/keyset-order.js";
import type { ParticipantRow } from "../../db/schema.js";
import { conflict, type HttpError, invalidInput } from "../../errors.js";
import { type FileRemovalDependencies, fileRemover } from "../../files/remove-unused-files.js";
import type { StoredUpload } from "../../files/upload-store.js";
import { presentParticipant } from "../../presenters/participant.js";
import { consentGivenNow } from "../../privacy/consent.js";
import { answerFilterOf, answersAfterEdit, hasAnswerFilter } from "./participant-answers.js";
import {
  type Duplicate,
  findDuplicates,
  type ParticipantIdentity,
  sentFields,
  toNewParticipant,
} from "./participant-input.js";
import {
  type ParticipantsRepository,
  type ParticipantsTransaction,
  ParticipantTakenError,
} from "./participants.repository.js";

export interface ParticipantsServiceDependencies extends FileRemovalDependencies {
  participantsRepository: ParticipantsRepository;
  access: AccessKernel;
}

/**
 * What the activity log compares of a participant: the fields a person sets, and when they were
 * checked in. Never the check-in code: the log is read by more people than the tickets are.
 */
const AUDITED_PARTICIPANT_FIELDS = [
  "name",
  "email",
  "phone",
  "username",
  "participant_role",
  "skip_otp",
  "status",
  "profile_image",
  "checked_in_at",
  "answers",
] as const satisfies readonly (keyof ParticipantRow)[];

/** The participant as it was and as it is; null before a create and after a delete. */
type ParticipantChange =
  | { action: "create"; before: null; after: ParticipantRow }
  | { action: "update"; before: ParticipantRow; after: ParticipantRow }
  | { action: "delete"; before: ParticipantRow; after: null };

/** The row as the log compares it: no answers at all as null, so they are named only when given. */
function audited(row: ParticipantRow | null) {
  if (row === null) return null;
  return { ...row, answers: Object.keys(row.answers).length === 0 ? null : row.answers };
}

/** The log's record of a participant created, changed or deleted. */
export function participantChangeRecord({ action, before, after }: ParticipantChange): AuditRecord {
  return rowChangeRecord(
    action,
    auditedRow("participant", after ?? before),
    [audited(before), audited(after)],
    AUDITED_PARTICIPANT_FIELDS,
  );
}

/** The log's entries of participants changed, in that change's transaction. */
function auditParticipantChanges(
  transaction: ParticipantsTransaction,
  actor: Actor,
  changes: readonly ParticipantChange[],
): Promise<void> {
  return transaction.audit(actor, changes.map(participantChangeRecord));
}

/** The list after a message, when there is one. */
function withNames(message: string, names: readonly string[]): string {
  return names.length > 0 ? `${message}: ${names.join(", ")}` : message;
}

/**
 * The 409 of create and update when the rule finds duplicates: those repeated within the request
 * (each named once, as first sent), else those already in the event (as sent); e-mails first.
 */
function duplicatesConflict(
  candidates: readonly ParticipantIdentity[],
  duplicates: readonly Duplicate[],
): HttpError | undefined {
  const namesOf = (kind: Duplicate["kind"]) => {
    const named = new Map<string, string>();
    for (const field of ["email", "username"] as const) {
      for (const duplicate of duplicates) {
        if (duplicate.kind !== kind || duplicate.field !== field) continue;
        const first = duplicate.kind === "repeated" ? duplicate.firstIndex : duplicate.index;
        const candidate = candidates[first];
        const key = `${field}\n${candidate?.event_id}\n${duplicate.value.toLowerCase()}`;
        if (candidate && !named.has(key)) named.set(key, candidate[field]);
      }
    }
    return [...named.values()];
  };
  const repeated = namesOf("repeated");
  if (repeated.length > 0) {
    return conflict(withNames(PARTICIPANT_MESSAGES.duplicateInRequest, repeated));
  }
  const taken = namesOf("taken");
  if (taken.length > 0) return conflict(withNames(PARTICIPANT_MESSAGES.alreadyInEvent, taken));
  return undefined;
}

const identitiesOf = (inputs: readonly ParticipantInput[]) =>
  [
    [...new Set(inputs.map((input) => input.event_id))],
    inputs.map((input) => input.email),
    inputs.map((input) => input.username),
  ] as const;

export function createParticipantsService({
  participantsRepository,
  access,
  uploadStore,
  logger,
}: ParticipantsServiceDependencies) {
  const removeReplacedImages = fileRemover(
    { uploadStore, logger },
    "removing a participant's replaced profile image failed",
  );
  const removeDeletedImages = fileRemover(
    { uploadStore, logger },
    "removing a participant's profile image failed",
  );

  /**
   * Adds the participants in one transaction, all or nothing: every event must be one the caller
   * may manage (404), and no e-mail or username may repeat within an event (409), neither inside
   * the request nor against the participants it already has. The unique indexes settle races.
   */
  async function addParticipants(
    actor: Actor,
    inputs: readonly ParticipantInput[],
    profileImage: string | null = null,
  ): Promise<Participant[]> {
    const [eventIds, emails, usernames] = identitiesOf(inputs);
    try {
      const rows = await participantsRepository.runInTransaction(async (unit) => {
        await access.requireEvents(actor, eventIds, { in: unit });
        const taken = await unit.findTaken(eventIds, emails, usernames);
        const refusal = duplicatesConflict(inputs, findDuplicates(inputs, taken));
        if (refusal) throw refusal;
        const inserted = await unit.insert(
          inputs.map((input) => toNewParticipant(input, profileImage)),
          "together",
          consentGivenNow("added_by_admin"),
        );
        await auditParticipantChanges(
          unit,
          actor,
          inserted.map((row) => ({ action: "create", before: null, after: row })),
        );
        return inserted;
      });
      return (await participantsRepository.withAppSignIns(rows)).map(presentParticipant);
    } catch (error) {
      if (!(error instanceof ParticipantTakenError)) throw error;
      // Another request added one of them meanwhile; it has committed, so it can be named now.
      const taken = await participantsRepository.findTaken(eventIds, emails, usernames);
      throw (
        duplicatesConflict(inputs, findDuplicates(inputs, taken)) ??
        conflict(PARTICIPANT_MESSAGES.alreadyInEvent)
      );
    }
  }

  return {
    /**
     * Every participant of the event, read by the function it answers a batch at a time (one
     * snapshot: see readEventInBatches). The access is checked first, so a refusal is answered
     * before the list starts.
     */
    async readParticipantsOfEvent(
      caller: Caller,
      eventId: string,
    ): Promise<(takeBatch: (participants: Participant[]) => Promise<void>) => Promise<void>> {
      await access.requireEvent(caller, eventId);
      return (takeBatch) =>
        participantsRepository.readEventInBatches(eventId, (rows) =>
          takeBatch(rows.map(presentParticipant)),
        );
    },

    /**
     * One page of an event's participants, filtered, searched and sorted: the page numbered
     * `page`, or the page after or before the place a cursor names (`page` then only names it).
     */
    async listParticipantsPage(
      caller: Caller,
      eventId: string,
      query: ParticipantListQuery,
    ): Promise<PagedParticipantsResponse> {
      await access.requireEvent(caller, eventId);
      const answers = hasAnswerFilter(query)
        ? answerFilterOf(await participantsRepository.findForm(eventId), query)
        : undefined;
      const { page, page_size, q } = toPageRequest(query);
      const sort = query.sort ?? DEFAULT_PARTICIPANT_SORT;
      const place: PagePlace =
        query.after !== undefined
          ? { after: fromPageCursor(query.after) }
          : query.before !== undefined
            ? { before: fromPageCursor(query.before) }
            : { offset: (page - 1) * page_size };
      const listed = await participantsRepository.listPage(
        eventId,
        { q, role: query.role, status: query.status, checkedIn: query.checked_in, answers },
        { sort, place, limit: page_size },
      );
      return {
        participants: listed.rows.map(presentParticipant),
        total: listed.total,
        page,
        page_size,
        ...pageCursors(sort, listed),
      };
    },

    /** Every participant for system admins; those of their own events for event admins. */
    async listParticipants(caller: Caller): Promise<Participant[]> {
      const rows = await participantsRepository.listInScope(access.scopeOf(caller));
      return rows.map(presentParticipant);
    },

    /** One participant, with the profile image already stored (the caller removes it on failure). */
    async createParticipant(
      actor: Actor,
      input: ParticipantInput,
      profileImage: StoredUpload | undefined,
    ): Promise<Participant> {
      const [participant] = await addParticipants(actor, [input], profileImage?.mediaPath);
      if (!participant) throw new Error("The participant was not created");
      return participant;
    },

    createParticipants(actor: Actor, inputs: readonly ParticipantInput[]): Promise<Participant[]> {
      return addParticipants(actor, inputs);
    },

    /**
     * Changes the fields sent; the rest keep their values. The e-mail and username stay unique
     * in the event as on create (409). A new profile image replaces the old one, which is
     * removed once the change has committed (unless it is the person's photo, still shown by
     * their rows of other events).
     */
    async updateParticipant(
      actor: Actor,
      id: string,
      input: ParticipantUpdate,
      profileImage: StoredUpload | undefined,
    ): Promise<Participant> {
      const { row, replacedImages } = await participantsRepository
        .runInTransaction(async (unit) => {
          const current = await unit.findParticipantForUpdate(id);
          if (!current) throw participantNotFound();
          await access.requireEvent(actor, current.event_id, {
            in: unit,
            whenRefused: participantNotFound,
          });
          if (input.event_id !== undefined && input.event_id !== current.event_id) {
            throw invalidInput([{ field: "event_id", message: PARTICIPANT_EVENT_CHANGE_MESSAGE }]);
          }
          const changed = {
            id,
            event_id: current.event_id,
            email: input.email ?? current.email,
            username: input.username ?? current.username,
          };
          const taken = await unit.findTaken(
            [changed.event_id],
            [changed.email],
            [changed.username],
          );
          const refusal = duplicatesConflict([changed], findDuplicates([changed], taken));
          if (refusal) throw refusal;
          const answers =
            input.answers === undefined
              ? undefined
              : answersAfterEdit(
                  await unit.findForm(current.event_id),
                  current.answers,
                  input.answers,
                );
          const updated = await unit.update(id, {
            ...sentFields(input),
            status: input.status,
            profile_image: profileImage?.mediaPath,
            answers,
          });
          if (!updated) throw participantNotFound();
          await auditParticipantChanges(unit, actor, [
            { action: "update", before: current, after: updated },
          ]);
          return {
            row: updated,
            replacedImages: profileImage
              ? await unit.imagesFreeToRemove([current.profile_image])
              : [],
          };
        })
        .catch((error: unknown) => {
          if (error instanceof ParticipantTakenError) {
            throw conflict(PARTICIPANT_MESSAGES.alreadyInEvent);
          }
          throw error;
        });
      await removeReplacedImages(replacedImages);
      const [shown] = await participantsRepository.withAppSignIns([row]);
      if (!shown) throw new Error("The participant was not found after its update");
      return presentParticipant(shown);
    },

    /**
     * Event admins only for participants of their own events; the image goes after commit,
     * unless it is the person's photo, still shown by their rows of other events.
     */
    async deleteParticipant(actor: Actor, id: string): Promise<void> {
      const deletedImages = await participantsRepository.runInTransaction(async (unit) => {
        const participant = await unit.findParticipant(id);
        if (!participant) throw participantNotFound();
        await access.requireEvent(actor, participant.event_id, {
          in: unit,
          whenRefused: participantNotFound,
        });
        const row = await unit.delete(id, participant.event_id);
        if (!row) throw participantNotFound();
        await auditParticipantChanges(unit, actor, [
          { action: "delete", before: row, after: null },
        ]);
        return unit.imagesFreeToRemove([row.profile_image]);
      });
      await removeDeletedImages(deletedImages);
    },
  };
}

export type ParticipantsService = ReturnType<typeof createParticipantsService>;
