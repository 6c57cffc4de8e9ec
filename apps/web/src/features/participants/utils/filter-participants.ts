import type { Event, Participant } from "@events/contract";
import { getRoleDisplay } from "./participant-display";

function includesQuery(values: readonly (string | null | undefined)[], query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === "") return true;
  return values.some((value) => value?.toLowerCase().includes(needle));
}

/** Events whose name, description or location (venue) contain the query, ignoring case. */
export function filterEventsForParticipants(events: readonly Event[], query: string): Event[] {
  return events.filter((event) =>
    includesQuery([event.event_name, event.description, event.venue], query),
  );
}

/** The management dialog's search: name, email, phone, username and role. */
export function filterParticipants(
  participants: readonly Participant[],
  query: string,
): Participant[] {
  return participants.filter((participant) =>
    includesQuery(
      [
        participant.name,
        participant.email,
        participant.phone,
        participant.username,
        getRoleDisplay(participant.participant_role),
      ],
      query,
    ),
  );
}

/** The event participants screen's search: name, email or phone. */
export function filterParticipantsByContact(
  participants: readonly Participant[],
  query: string,
): Participant[] {
  return participants.filter((participant) =>
    includesQuery([participant.name, participant.email, participant.phone], query),
  );
}
