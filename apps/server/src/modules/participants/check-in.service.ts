import {
  type BadgesResponse,
  CHECK_IN_MESSAGES,
  type CheckInCountResponse,
  type CheckInResponse,
  isParticipantActive,
  MAX_BADGES_PER_REQUEST,
  PARTICIPANT_MESSAGES,
  type TicketResponse,
} from "@events/contract";
import { assertCanManageEvent, type Caller, canManageEvent } from "../../access/event-access.js";
import type { ParticipantRow } from "../../db/schema.js";
import { conflict, notFound } from "../../errors.js";
import { ticketQrSvg } from "../../tickets/ticket-qr.js";
import type { CheckInRepository, ParticipantWithEvent } from "./check-in.repository.js";
import { presentParticipant } from "./participants.presenter.js";

export interface CheckInServiceDependencies {
  checkInRepository: CheckInRepository;
}

const participantNotFound = () => notFound(PARTICIPANT_MESSAGES.notFound);

function answer(participant: ParticipantRow, alreadyCheckedIn: boolean): CheckInResponse {
  return {
    message: alreadyCheckedIn ? CHECK_IN_MESSAGES.alreadyCheckedIn : CHECK_IN_MESSAGES.checkedIn,
    participant: presentParticipant(participant),
    already_checked_in: alreadyCheckedIn,
    checked_in_at: participant.checked_in_at?.toISOString() ?? null,
  };
}

export function createCheckInService({ checkInRepository }: CheckInServiceDependencies) {
  /** The participant, when the caller may manage their event; 404 otherwise. */
  async function findManaged(caller: Caller, id: string): Promise<ParticipantWithEvent> {
    const found = await checkInRepository.findParticipant(id);
    if (!found || !canManageEvent(caller, found.event)) throw participantNotFound();
    return found;
  }

  /** Checks in once; a repeat changes nothing and answers the first time. */
  async function checkIn(caller: Caller, found: ParticipantWithEvent): Promise<CheckInResponse> {
    if (!isParticipantActive(found.participant.status)) throw conflict(CHECK_IN_MESSAGES.inactive);
    const checkedIn = await checkInRepository.checkIn(found.participant.id, caller.user.id);
    if (checkedIn) return answer(checkedIn, false);
    // Checked in before, perhaps a moment ago at another door: the row now holds the first time.
    const current = await checkInRepository.findParticipant(found.participant.id);
    if (!current) throw participantNotFound();
    return answer(current.participant, true);
  }

  return {
    async checkIn(caller: Caller, id: string): Promise<CheckInResponse> {
      return checkIn(caller, await findManaged(caller, id));
    },

    /**
     * From a scanned code. A code of an event the caller manages but not this one says so; any
     * other unknown or voided code is just unknown, so codes of other admins' events stay unseen.
     */
    async checkInByCode(caller: Caller, eventId: string, code: string): Promise<CheckInResponse> {
      assertCanManageEvent(caller, await checkInRepository.findEvent(eventId));
      const found = await checkInRepository.findByCode(code);
      if (!found || !canManageEvent(caller, found.event)) {
        throw notFound(CHECK_IN_MESSAGES.unknownTicket);
      }
      if (found.event.id !== eventId) throw notFound(CHECK_IN_MESSAGES.otherEvent);
      return checkIn(caller, found);
    },

    async undoCheckIn(caller: Caller, id: string): Promise<CheckInResponse> {
      const found = await findManaged(caller, id);
      const undone = await checkInRepository.undoCheckIn(id);
      const participant = undone ?? found.participant;
      return {
        message: undone ? CHECK_IN_MESSAGES.undone : CHECK_IN_MESSAGES.notCheckedIn,
        participant: presentParticipant(participant),
        already_checked_in: false,
        checked_in_at: null,
      };
    },

    async countCheckedIn(caller: Caller, eventId: string): Promise<CheckInCountResponse> {
      assertCanManageEvent(caller, await checkInRepository.findEvent(eventId));
      return checkInRepository.countCheckedIn(eventId);
    },

    async ticket(caller: Caller, id: string): Promise<TicketResponse> {
      const { participant } = await findManaged(caller, id);
      return toTicket(participant);
    },

    async renewTicket(caller: Caller, id: string): Promise<TicketResponse> {
      await findManaged(caller, id);
      const renewed = await checkInRepository.renewCode(id);
      if (!renewed) throw participantNotFound();
      return toTicket(renewed);
    },

    async badges(
      caller: Caller,
      eventId: string,
      ids: readonly string[] | undefined,
    ): Promise<BadgesResponse> {
      assertCanManageEvent(caller, await checkInRepository.findEvent(eventId));
      const rows = await checkInRepository.listBadges(eventId, ids);
      const shown = rows.slice(0, MAX_BADGES_PER_REQUEST);
      return {
        event_name: (await checkInRepository.findEventName(eventId)) ?? "",
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
