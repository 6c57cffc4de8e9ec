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
import type { FastifyBaseLogger } from "fastify";
import {
  assertCanManageEvent,
  type Caller,
  canManageEvent,
  eventNotFound,
  listVisibleTo,
} from "../../access/event-access.js";
import type { Actor } from "../../audit/actor.js";
import { changesBetween } from "../../audit/audit-changes.js";
import type { AuditRecord } from "../../audit/audit-entry.js";
import type { ParticipantRow } from "../../db/schema.js";
import { conflict, invalidInput, notFound } from "../../errors.js";
import { fileRemover } from "../../files/remove-unused-files.js";
import type { StoredUpload, UploadStore } from "../../files/upload-store.js";
import { presentParticipant } from "./participants.presenter.js";
import {
  type NewParticipant,
  type ParticipantsRepository,
  type ParticipantsTransaction,
  ParticipantTakenError,
  type TakenIdentity,
} from "./participants.repository.js";

export interface ParticipantsServiceDependencies {
  participantsRepository: ParticipantsRepository;
  uploadStore: Pick<UploadStore, "removeStoredFile">;
  logger: Pick<FastifyBaseLogger, "error">;
}

const participantNotFound = () => notFound(PARTICIPANT_MESSAGES.notFound);

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
] as const satisfies readonly (keyof ParticipantRow)[];

/** The participant as it was and as it is; null before a create and after a delete. */
type ParticipantChange =
  | { action: "create"; before: null; after: ParticipantRow }
  | { action: "update"; before: ParticipantRow; after: ParticipantRow }
  | { action: "delete"; before: ParticipantRow; after: null };

/** The log's record of a participant created, changed or deleted. */
function participantChangeRecord({ action, before, after }: ParticipantChange): AuditRecord {
  const participant = after ?? before;
  return {
    action,
    entity_type: "participant",
    entity_id: participant.id,
    event_id: participant.event_id,
    changes: changesBetween(before, after, AUDITED_PARTICIPANT_FIELDS),
  };
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

const identityKey = (eventId: string, value: string) => `${eventId}\n${value.toLowerCase()}`;

/**
 * The e-mails, then the usernames, that appear more than once for one event in the request,
 * each named once as first sent.
 */
function findDuplicatesInRequest(inputs: readonly ParticipantInput[]): string[] {
  const names: string[] = [];
  for (const field of ["email", "username"] as const) {
    const firstSent = new Map<string, string>();
    const reported = new Set<string>();
    for (const input of inputs) {
      const key = identityKey(input.event_id, input[field]);
      const first = firstSent.get(key);
      if (first === undefined) firstSent.set(key, input[field]);
      else if (!reported.has(key)) {
        reported.add(key);
        names.push(first);
      }
    }
  }
  return names;
}

/** The e-mails, then the usernames, of the request that the event already has. */
function findAlreadyInEvent(
  inputs: readonly Pick<ParticipantInput, "event_id" | "email" | "username">[],
  taken: readonly TakenIdentity[],
): string[] {
  const names: string[] = [];
  for (const field of ["email", "username"] as const) {
    const takenKeys = new Set(taken.map((row) => identityKey(row.event_id, row[field])));
    const reported = new Set<string>();
    for (const input of inputs) {
      const key = identityKey(input.event_id, input[field]);
      if (takenKeys.has(key) && !reported.has(key)) {
        reported.add(key);
        names.push(input[field]);
      }
    }
  }
  return names;
}

type SentFields = Pick<
  ParticipantInput,
  "name" | "email" | "phone" | "username" | "participant_role" | "skip_otp"
>;

/** The fields create and update store as they were sent; an update may leave any of them out. */
function sentFields(input: ParticipantInput): SentFields;
function sentFields(input: ParticipantUpdate): Partial<SentFields>;
function sentFields(input: Partial<SentFields>): Partial<SentFields> {
  return {
    name: input.name,
    email: input.email,
    phone: input.phone,
    username: input.username,
    participant_role: input.participant_role,
    skip_otp: input.skip_otp,
  };
}

/** The row a create writes for one participant's input. */
export function toNewParticipant(
  input: ParticipantInput,
  profileImage: string | null,
): NewParticipant {
  return { event_id: input.event_id, ...sentFields(input), profile_image: profileImage };
}

const identitiesOf = (inputs: readonly ParticipantInput[]) =>
  [
    [...new Set(inputs.map((input) => input.event_id))],
    inputs.map((input) => input.email),
    inputs.map((input) => input.username),
  ] as const;

export function createParticipantsService({
  participantsRepository,
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

  /** 404 "Event not found" unless the event exists and the caller may manage it. */
  async function assertCanManageEventById(caller: Caller, eventId: string): Promise<void> {
    assertCanManageEvent(caller, await participantsRepository.findEvent(eventId));
  }

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
      const rows = await participantsRepository.runInTransaction(async (transaction) => {
        const found = await transaction.findEventsForShare(eventIds);
        const isEveryEventManaged = eventIds.every((eventId) =>
          canManageEvent(
            actor,
            found.find((event) => event.id === eventId),
          ),
        );
        if (!isEveryEventManaged) throw eventNotFound();
        const duplicates = findDuplicatesInRequest(inputs);
        if (duplicates.length > 0) {
          throw conflict(withNames(PARTICIPANT_MESSAGES.duplicateInRequest, duplicates));
        }
        const taken = await transaction.findTaken(eventIds, emails, usernames);
        const alreadyInEvent = findAlreadyInEvent(inputs, taken);
        if (alreadyInEvent.length > 0) {
          throw conflict(withNames(PARTICIPANT_MESSAGES.alreadyInEvent, alreadyInEvent));
        }
        const inserted = await transaction.insertMany(
          inputs.map((input) => toNewParticipant(input, profileImage)),
        );
        await auditParticipantChanges(
          transaction,
          actor,
          inserted.map((row) => ({ action: "create", before: null, after: row })),
        );
        return inserted;
      });
      return rows.map(presentParticipant);
    } catch (error) {
      if (!(error instanceof ParticipantTakenError)) throw error;
      // Another request added one of them meanwhile; it has committed, so it can be named now.
      const taken = await participantsRepository.findTaken(eventIds, emails, usernames);
      throw conflict(
        withNames(PARTICIPANT_MESSAGES.alreadyInEvent, findAlreadyInEvent(inputs, taken)),
      );
    }
  }

  return {
    assertCanManageEventById,

    /** 404 "Participant not found" unless it exists and the caller may manage its event. */
    async assertCanManageParticipant(caller: Caller, id: string): Promise<void> {
      const participant = await participantsRepository.findAccess(id);
      assertCanManageEvent(caller, participant, participantNotFound);
    },

    async listParticipantsOfEvent(caller: Caller, eventId: string): Promise<Participant[]> {
      await assertCanManageEventById(caller, eventId);
      const rows = await participantsRepository.listByEvent(eventId);
      return rows.map(presentParticipant);
    },

    /** One page of an event's participants, filtered, searched and sorted. */
    async listParticipantsPage(
      caller: Caller,
      eventId: string,
      query: ParticipantListQuery,
    ): Promise<PagedParticipantsResponse> {
      await assertCanManageEventById(caller, eventId);
      const { page, page_size, q } = toPageRequest(query);
      const { rows, total } = await participantsRepository.listPage(
        eventId,
        { q, role: query.role, status: query.status, checkedIn: query.checked_in },
        {
          sort: query.sort ?? DEFAULT_PARTICIPANT_SORT,
          offset: (page - 1) * page_size,
          limit: page_size,
        },
      );
      return { participants: rows.map(presentParticipant), total, page, page_size };
    },

    /** Every participant for system admins; those of their own events for event admins. */
    async listParticipants(caller: Caller): Promise<Participant[]> {
      const rows = await listVisibleTo(caller, participantsRepository);
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
     * removed once the change has committed.
     */
    async updateParticipant(
      actor: Actor,
      id: string,
      input: ParticipantUpdate,
      profileImage: StoredUpload | undefined,
    ): Promise<Participant> {
      const { row, replacedImage } = await participantsRepository
        .runInTransaction(async (transaction) => {
          const current = await transaction.findParticipantForUpdate(id);
          if (!current) throw participantNotFound();
          const [event] = await transaction.findEventsForShare([current.event_id]);
          assertCanManageEvent(actor, event, participantNotFound);
          if (input.event_id !== undefined && input.event_id !== current.event_id) {
            throw invalidInput([{ field: "event_id", message: PARTICIPANT_EVENT_CHANGE_MESSAGE }]);
          }
          const email = input.email ?? current.email;
          const username = input.username ?? current.username;
          const taken = await transaction.findTaken([current.event_id], [email], [username]);
          const takenByOthers = taken.filter((identity) => identity.id !== id);
          const alreadyInEvent = findAlreadyInEvent(
            [{ event_id: current.event_id, email, username }],
            takenByOthers,
          );
          if (alreadyInEvent.length > 0) {
            throw conflict(withNames(PARTICIPANT_MESSAGES.alreadyInEvent, alreadyInEvent));
          }
          const updated = await transaction.update(id, {
            ...sentFields(input),
            status: input.status,
            profile_image: profileImage?.mediaPath,
          });
          if (!updated) throw participantNotFound();
          await auditParticipantChanges(transaction, actor, [
            {
              action: "update",
              before: current,
              after: updated,
            },
          ]);
          return {
            row: updated,
            replacedImage: profileImage ? current.profile_image : null,
          };
        })
        .catch((error: unknown) => {
          if (error instanceof ParticipantTakenError) {
            throw conflict(PARTICIPANT_MESSAGES.alreadyInEvent);
          }
          throw error;
        });
      await removeReplacedImages([replacedImage]);
      return presentParticipant(row);
    },

    /** Event admins only for participants of their own events; the image goes after commit. */
    async deleteParticipant(actor: Actor, id: string): Promise<void> {
      const deleted = await participantsRepository.runInTransaction(async (transaction) => {
        const participant = await transaction.findParticipant(id);
        if (!participant) throw participantNotFound();
        const [event] = await transaction.findEventsForShare([participant.event_id]);
        assertCanManageEvent(actor, event, participantNotFound);
        const row = await transaction.delete(id, participant.event_id);
        if (!row) throw participantNotFound();
        await auditParticipantChanges(transaction, actor, [
          {
            action: "delete",
            before: row,
            after: null,
          },
        ]);
        return row;
      });
      await removeDeletedImages([deleted.profile_image]);
    },
  };
}

export type ParticipantsService = ReturnType<typeof createParticipantsService>;
