import {
  type BadgesResponse,
  CHECK_IN_MESSAGES,
  type CheckInCountResponse,
  type CheckInResponse,
  isParticipantActive,
  MAX_BADGES_PER_REQUEST,
  type TicketResponse,
} from "@events/contract";
import {
  type AccessKernel,
  canManageEvent,
  participantNotFound,
} from "../../access/access-kernel.js";
import type { Caller } from "../../access/caller.js";
import type { Actor } from "../../audit/actor.js";
import { auditedRow, rowChangeRecord } from "../../audit/audit-changes.js";
import type { ParticipantRow } from "../../db/schema.js";
import { conflict, notFound } from "../../errors.js";
import type { ParticipantWithAppSignIn } from "../../people/app-sign-ins.js";
import { presentParticipant } from "../../presenters/participant.js";
import { ticketQrSvg } from "../../tickets/ticket-qr.js";
import type {
  CheckInRepository,
  CheckInTransaction,
  ParticipantWithEvent,
  Ticket,
} from "./check-in.repository.js";

export interface CheckInServiceDependencies {
  checkInRepository: CheckInRepository;
  access: AccessKernel;
}

function answer(participant: ParticipantWithAppSignIn, alreadyCheckedIn: boolean): CheckInResponse {
  return {
    message: alreadyCheckedIn ? CHECK_IN_MESSAGES.alreadyCheckedIn : CHECK_IN_MESSAGES.checkedIn,
    participant: presentParticipant(participant),
    already_checked_in: alreadyCheckedIn,
    checked_in_at: participant.checked_in_at?.toISOString() ?? null,
  };
}

/**
 * The log's entry of a check-in or its undoing: when the participant was checked in, before and
 * after (null: not checked in). Who checked them in is the entry's actor.
 */
function auditCheckIn(
  transaction: CheckInTransaction,
  actor: Actor,
  action: "check_in" | "undo_check_in",
  before: Pick<ParticipantRow, "checked_in_at"> | null,
  after: ParticipantRow,
): Promise<void> {
  return transaction.audit(
    actor,
    rowChangeRecord(action, auditedRow("participant", after), [before, after], ["checked_in_at"]),
  );
}

export function createCheckInService({ checkInRepository, access }: CheckInServiceDependencies) {
  /** The participant, when the caller may manage their event; 404 otherwise. */
  async function findManaged(caller: Caller, id: string): Promise<ParticipantWithEvent> {
    const found = await checkInRepository.findParticipant(id);
    if (!found || !canManageEvent(caller, found.event)) throw participantNotFound();
    return found;
  }

  /**
   * Runs a change of one participant in a transaction that first checks, the event locked, that
   * the caller still may manage it: a reassignment meanwhile cannot let the change through.
   */
  function changeParticipant<T>(
    actor: Actor,
    id: string,
    change: (transaction: CheckInTransaction) => Promise<T>,
  ): Promise<T> {
    return checkInRepository.runInTransaction(async (transaction) => {
      await access.requireEventOf("participant", actor, id, { in: transaction });
      return change(transaction);
    });
  }

  /** Checks in once; a repeat changes nothing, writes no log entry and answers the first time. */
  async function checkIn(actor: Actor, found: Ticket): Promise<CheckInResponse> {
    if (!isParticipantActive(found.participant.status)) throw conflict(CHECK_IN_MESSAGES.inactive);
    const checkedIn = await changeParticipant(actor, found.participant.id, async (transaction) => {
      const row = await transaction.checkIn(found.participant.id, actor.user.id);
      // The UPDATE took only a participant not checked in, so that is what they were before.
      if (row) await auditCheckIn(transaction, actor, "check_in", null, row);
      return row;
    });
    if (checkedIn) return answer(checkedIn, false);
    // Checked in before, perhaps a moment ago at another door: the row now holds the first time.
    const current = await checkInRepository.findParticipant(found.participant.id);
    if (!current) throw participantNotFound();
    return answer(await checkInRepository.withAppSignIn(current.participant), true);
  }

  return {
    async checkIn(actor: Actor, id: string): Promise<CheckInResponse> {
      return checkIn(actor, await findManaged(actor, id));
    },

    /**
     * From a scanned code. A code of an event the caller manages but not this one says so; any
     * other unknown or voided code is just unknown, so codes of other admins' events stay unseen.
     */
    async checkInByCode(actor: Actor, eventId: string, code: string): Promise<CheckInResponse> {
      const found = await checkInRepository.findByCode(code);
      // A ticket of this event, which the caller manages, is all that checking the event first
      // would have shown: only a refusal needs the event on its own, to say which one it is.
      if (!found || !canManageEvent(actor, found.event) || found.event.id !== eventId) {
        await access.requireEvent(actor, eventId);
        if (!found || !canManageEvent(actor, found.event)) {
          throw notFound(CHECK_IN_MESSAGES.unknownTicket);
        }
        throw notFound(CHECK_IN_MESSAGES.otherEvent);
      }
      return checkIn(actor, found);
    },

    /** Undoes a check-in; on a participant not checked in it changes and logs nothing. */
    async undoCheckIn(actor: Actor, id: string): Promise<CheckInResponse> {
      const found = await findManaged(actor, id);
      const undone = await changeParticipant(actor, id, async (transaction) => {
        // Locked first, so the time it undoes is the one the log records.
        const before = await transaction.findParticipantForUpdate(id);
        const row = await transaction.undoCheckIn(id);
        if (before && row) await auditCheckIn(transaction, actor, "undo_check_in", before, row);
        return row;
      });
      const participant = undone ?? found.participant;
      return {
        message: undone ? CHECK_IN_MESSAGES.undone : CHECK_IN_MESSAGES.notCheckedIn,
        participant: presentParticipant(await checkInRepository.withAppSignIn(participant)),
        already_checked_in: false,
        checked_in_at: null,
      };
    },

    /** Door staff see the counts of their events' doors too. */
    async countCheckedIn(caller: Caller, eventId: string): Promise<CheckInCountResponse> {
      await access.door.requireEvent(caller, eventId);
      return checkInRepository.countCheckedIn(eventId);
    },

    async ticket(caller: Caller, id: string): Promise<TicketResponse> {
      const { participant } = await findManaged(caller, id);
      return toTicket(participant);
    },

    /** A new code voids the old; the log says that it was renewed, never either code. */
    async renewTicket(actor: Actor, id: string): Promise<TicketResponse> {
      const renewed = await changeParticipant(actor, id, async (transaction) => {
        const row = await transaction.renewCode(id);
        if (!row) throw participantNotFound();
        await transaction.audit(actor, {
          action: "renew_ticket",
          entity_type: "participant",
          entity_id: row.id,
          event_id: row.event_id,
          changes: {},
        });
        return row;
      });
      return toTicket(renewed);
    },

    async badges(
      caller: Caller,
      eventId: string,
      ids: readonly string[] | undefined,
    ): Promise<BadgesResponse> {
      const event = await access.requireEvent(caller, eventId);
      const rows = await checkInRepository.listBadges(eventId, ids);
      const shown = rows.slice(0, MAX_BADGES_PER_REQUEST);
      return {
        event_name: event.event_name,
        badges: await Promise.all(
          shown.map(async (row) => ({
            participant_id: row.id,
            name: row.name,
            participant_role: row.participant_role,
            qr_svg: await ticketQrSvg(row.check_in_code),
          })),
        ),
        truncated: rows.length > shown.length,
      };
    },
  };
}

async function toTicket(participant: ParticipantRow): Promise<TicketResponse> {
  return {
    participant_id: participant.id,
    event_id: participant.event_id,
    code: participant.check_in_code,
    qr_svg: await ticketQrSvg(participant.check_in_code),
  };
}

export type CheckInService = ReturnType<typeof createCheckInService>;
