import { timingSafeEqual } from "node:crypto";
import {
  CALENDAR_MESSAGES,
  type CalendarLinkResponse,
  findSessionConflicts,
  type RotatedCalendarLinkResponse,
  type SessionConflictsResponse,
} from "@events/contract";
import {
  type AccessKernel,
  assertCanManageEvent,
  sessionNotFound,
} from "../../access/access-kernel.js";
import type { Caller } from "../../access/caller.js";
import type { Actor } from "../../audit/actor.js";
import { buildSessionsCalendar, type CalendarFile } from "../../calendar/session-calendar.js";
import { notFound } from "../../errors.js";
import type { AgendaRepository, AgendaSession } from "./agenda.repository.js";

export interface AgendaServiceDependencies {
  agendaRepository: AgendaRepository;
  access: AccessKernel;
  /** Where the feed's link points: the PUBLIC_URL setting. */
  publicUrl: string;
}

// Unknown event, wrong token and rotated token answer alike, so a link reveals nothing.
const feedNotFound = () => notFound(CALENDAR_MESSAGES.feedNotFound);

function tokensMatch(given: string, stored: string | null): boolean {
  if (stored === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

const conflictSide = ({ id, name, venue, start_datetime, end_datetime }: AgendaSession) => ({
  id,
  name,
  venue,
  start_datetime,
  end_datetime,
});

export function createAgendaService({
  agendaRepository,
  access,
  publicUrl,
}: AgendaServiceDependencies) {
  const feedUrl = (eventId: string, token: string) =>
    new URL(
      `/api/sessions/ics/${eventId}?token=${encodeURIComponent(token)}`,
      publicUrl,
    ).toString();

  return {
    /** The pairs of the event's sessions in one venue at overlapping times. */
    async listConflicts(caller: Caller, eventId: string): Promise<SessionConflictsResponse> {
      await access.requireEvent(caller, eventId);
      const sessions = await agendaRepository.listSessionsOfEvent(eventId);
      return {
        conflicts: findSessionConflicts(sessions).map(([first, second]) => ({
          first: conflictSide(first),
          second: conflictSide(second),
        })),
      };
    },

    async getCalendarLink(caller: Caller, eventId: string): Promise<CalendarLinkResponse> {
      await access.requireEvent(caller, eventId);
      const token = await agendaRepository.ensureCalendarToken(eventId);
      if (!token) throw feedNotFound();
      return { url: feedUrl(eventId, token) };
    },

    /** A new token: the old link answers 404 from now on. The token itself is never logged. */
    async rotateCalendarLink(actor: Actor, eventId: string): Promise<RotatedCalendarLinkResponse> {
      // Checked before the transaction: it updates the event row, and a share lock taken on it
      // first would make two rotations at once deadlock.
      await access.requireEvent(actor, eventId);
      const token = await agendaRepository.runInTransaction(async (transaction) => {
        const rotated = await transaction.rotateCalendarToken(eventId);
        if (rotated) {
          await transaction.audit(actor, {
            action: "calendar_link_rotate",
            entity_type: "event",
            entity_id: eventId,
            event_id: eventId,
          });
        }
        return rotated;
      });
      if (!token) throw feedNotFound();
      return { url: feedUrl(eventId, token), message: CALENDAR_MESSAGES.rotated };
    },

    /** The public feed: only with the event's current token. */
    async getFeed(eventId: string, token: string): Promise<string> {
      const event = await agendaRepository.findCalendarEvent(eventId);
      if (!event || !tokensMatch(token, event.calendar_token)) throw feedNotFound();
      return buildSessionsCalendar(event, await agendaRepository.listSessionsOfEvent(eventId));
    },

    /** One session as an .ics file, for whoever may manage its event. */
    async getSessionFile(caller: Caller, sessionId: string): Promise<CalendarFile> {
      const found = await agendaRepository.findSession(sessionId);
      if (!found) throw sessionNotFound();
      assertCanManageEvent(caller, found.event, sessionNotFound);
      return {
        name: found.session.name,
        text: buildSessionsCalendar(found.event, [found.session]),
      };
    },
  };
}

export type AgendaService = ReturnType<typeof createAgendaService>;
