import type { AuditEntry, EventsListResponse, Language, User } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { getAllEventsQueryOptions } from "@/api/events/get-all-events";
import { useUsers } from "@/api/users/get-users";
import { t } from "@/i18n/i18n";
import { useTexts } from "@/i18n/use-texts";
import { type Portal, usePortal } from "@/lib/portal";
import { AUDIT_ACTOR_ROLE_TEXT } from "../utils/audit-labels";
import type { FilterChoice } from "./activity-filter-fields";

/** By label, in the order of the language they are written in. */
function byLabelIn(language: Language): (left: FilterChoice, right: FilterChoice) => number {
  return (left, right) => left.label.localeCompare(right.label, language);
}

function toEventChoices(response: EventsListResponse): FilterChoice[] {
  return response.events
    .map((event) => ({ value: event.id, label: event.event_name }))
    .sort((left, right) => left.label.localeCompare(right.label));
}

// An event admin's list holds summaries of the event admins only: the name and type are in both.
function toActorChoices(
  users: readonly Pick<User, "id" | "name" | "type">[],
  language: Language,
): FilterChoice[] {
  return users
    .map((user) => ({
      value: user.id,
      label: t("activity.filters.actorChoice", {
        name: user.name,
        role: t(AUDIT_ACTOR_ROLE_TEXT[user.type]),
      }),
    }))
    .sort(byLabelIn(language));
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
  return portal === "system_admin"
    ? t("activity.entry.deletedEvent")
    : t("activity.filters.eventNotAvailable");
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
    return eventsQuery.isSuccess
      ? describeMissingEvent(portal)
      : t("activity.filters.selectedEvent");
  });
}

/** The users to filter by, by name; one the list lacks is named as the entries name them. */
export function useActorChoices(
  selectedId: string | undefined,
  entries: readonly AuditEntry[] | undefined,
) {
  // Labelled in each render rather than by the query's select, so they follow the language.
  const { language } = useTexts();
  const usersQuery = useUsers();
  const choices = toActorChoices(usersQuery.data ?? [], language);
  return withSelected(choices, selectedId, () => {
    const entry = entries?.find((candidate) => candidate.actor_id === selectedId);
    return entry?.actor_name ?? t("activity.filters.selectedActor");
  });
}
