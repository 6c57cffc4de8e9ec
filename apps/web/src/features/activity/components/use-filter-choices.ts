import {
  AUDIT_ACTOR_ROLE_LABELS,
  type AuditEntry,
  type EventsListResponse,
  type User,
} from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { getAllEventsQueryOptions } from "@/api/events/get-all-events";
import { useUsers } from "@/api/users/get-users";
import { type Portal, usePortal } from "@/lib/portal";
import { activityTexts } from "../messages";
import type { FilterChoice } from "./activity-filter-fields";

function byLabel(left: FilterChoice, right: FilterChoice): number {
  return left.label.localeCompare(right.label);
}

function toEventChoices(response: EventsListResponse): FilterChoice[] {
  return response.events
    .map((event) => ({ value: event.id, label: event.event_name }))
    .sort(byLabel);
}

// An event admin's list holds summaries of the event admins only: the name and type are in both.
function toActorChoices(users: Pick<User, "id" | "name" | "type">[]): FilterChoice[] {
  return users
    .map((user) => ({
      value: user.id,
      label: `${user.name} · ${AUDIT_ACTOR_ROLE_LABELS[user.type]}`,
    }))
    .sort(byLabel);
}

/**
 * The choices with the one the address names, which may be missing from them (an event deleted
 * since, a user the caller's list does not hold): the select must show what the list is
 * filtered by, not 'All'.
 */
function withSelected(
  choices: readonly FilterChoice[],
  selected: string | undefined,
  describeMissing: () => string,
): readonly FilterChoice[] {
  if (selected === undefined || choices.some((choice) => choice.value === selected)) {
    return choices;
  }
  return [...choices, { value: selected, label: describeMissing() }];
}

/**
 * What an event missing from the caller's list is. A system admin's list holds every event, so
 * one missing from it is gone. An event admin's holds only their own: another admin's event is
 * missing from it too, and the server answers it as it answers a deleted one (404), so all that
 * is true to say is that it is not available.
 */
function describeMissingEvent(portal: Portal): string {
  return portal === "system_admin" ? activityTexts.deletedEvent : activityTexts.eventNotAvailable;
}

/** The events to filter by: every event the caller may see, by name. */
export function useEventChoices(
  selectedId: string | undefined,
  entries: readonly AuditEntry[] | undefined,
) {
  const portal = usePortal();
  const eventsQuery = useQuery({ ...getAllEventsQueryOptions(), select: toEventChoices });
  return withSelected(eventsQuery.data ?? [], selectedId, () => {
    const entry = entries?.find((candidate) => candidate.event_id === selectedId);
    if (entry?.event_name) return entry.event_name;
    // Only a list that loaded can tell that the event is missing from it.
    return eventsQuery.isSuccess ? describeMissingEvent(portal) : activityTexts.selectedEvent;
  });
}

/** The users to filter by, by name; one the list lacks is named as the entries name them. */
export function useActorChoices(
  selectedId: string | undefined,
  entries: readonly AuditEntry[] | undefined,
) {
  const usersQuery = useUsers({ select: toActorChoices });
  return withSelected(usersQuery.data ?? [], selectedId, () => {
    const entry = entries?.find((candidate) => candidate.actor_id === selectedId);
    return entry?.actor_name ?? activityTexts.selectedActor;
  });
}
