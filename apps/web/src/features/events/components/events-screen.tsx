import { EVENT_STATUSES, type Event, type User, type UserSummary } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { CalendarX, Plus, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { getAllEventsQueryOptions, selectEvents } from "@/api/events/get-all-events";
import { getEventsByAdminQueryOptions } from "@/api/events/get-events-by-admin";
import { useUsers } from "@/api/users/get-users";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { getQueryRetry, LoadError } from "@/components/ui/load-error";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { useConfirmedDelete } from "@/hooks/use-confirmed-delete";
import { useErrorToast } from "@/hooks/use-error-toast";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useTexts } from "@/i18n/use-texts";
import { describeError } from "@/lib/api-error";
import { type Portal, usePortal } from "@/lib/portal";
import { showErrorToast, showSuccessToast, TOAST_CLOSE_MS } from "@/lib/toast";
import { useCreateEvent } from "../api/create-event";
import { useDeleteAllEvents } from "../api/delete-all-events";
import { useDeleteEvent } from "../api/delete-event";
import { type EventStatusItem, useEventStatuses } from "../api/get-event-statuses";
import { useUpdateEvent } from "../api/update-event";
import { eventsPortalConfigs } from "../config";
import { eventsTexts } from "../messages";
import type { EventFormOutput } from "../utils/event-form-schema";
import {
  type EventFilters as EventFilterValues,
  filterEvents,
  NO_EVENT_FILTERS,
} from "../utils/filter-events";
import { type EventFormFieldError, getEventServerFieldErrors } from "../utils/server-field-errors";
import { EventCard } from "./event-card";
import { EventFilters } from "./event-filters";
import { EventFormDialog } from "./event-form-dialog";

/**
 * The contract's statuses, offered while the server's list is loading or when it failed; the
 * filters and the form show each status in the active language, whatever its label.
 */
const CONTRACT_STATUSES: EventStatusItem[] = EVENT_STATUSES.map((status) => ({
  value: status,
  name: status,
  label: status,
}));

/** Event admins as the chooser needs them (event admins receive only these fields anyway). */
function selectEventAdmins(users: User[]): UserSummary[] {
  return users
    .filter((user) => user.type === "event_admin")
    .map(({ id, name, email, type, profile_image }) => ({ id, name, email, type, profile_image }));
}

function useEventsList(portal: Portal) {
  // The portal area is keyed by its portal, so the query never switches under a mounted screen.
  const options =
    portal === "system_admin" ? getAllEventsQueryOptions() : getEventsByAdminQueryOptions();
  return useQuery({ ...options, select: selectEvents });
}

export type EventsScreenProps = {
  /** The signed-in user: an event admin's new events are theirs unless they choose another. */
  currentUserId?: string | null;
};

/** The events list of either portal (spec doc 1 §2 'Event Management', doc 2 §2). */
export function EventsScreen({ currentUserId }: EventsScreenProps) {
  useTexts();
  const portal = usePortal();
  const config = eventsPortalConfigs[portal];
  const eventsQuery = useEventsList(portal);
  const statusesQuery = useEventStatuses();
  const eventAdminsQuery = useUsers({ select: selectEventAdmins });
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const deleteEvent = useDeleteEvent();
  const deleteAllEvents = useDeleteAllEvents();

  const [filters, setFilters] = useState<EventFilterValues>(NO_EVENT_FILTERS);
  const dialog = useFormDialog<Event, EventFormOutput, EventFormFieldError>({
    saveValues: async ({ logo, cover_image, ...event }, state) => {
      const input = { event, logo, cover_image };
      if (state.mode === "create") await createEvent.mutateAsync(input);
      else await updateEvent.mutateAsync({ id: state.record.id, input });
      showSuccessToast(state.mode === "create" ? eventsTexts.created : eventsTexts.updated, {
        autoCloseMs: TOAST_CLOSE_MS.events,
      });
    },
    onFailed: (error) =>
      showErrorToast(describeError(error, eventsTexts.saveFailed), {
        autoCloseMs: TOAST_CLOSE_MS.events,
      }),
    getServerFieldErrors: getEventServerFieldErrors,
  });
  const [isConfirmingDeleteAll, setIsConfirmingDeleteAll] = useState(false);

  useErrorToast(eventsQuery.isError && eventsTexts.fetchFailed, {
    autoCloseMs: TOAST_CLOSE_MS.events,
    toastId: `fetch-events-${portal}`,
  });
  useErrorToast(statusesQuery.isError && eventsTexts.statusesFetchFailed, {
    autoCloseMs: TOAST_CLOSE_MS.events,
    toastId: "fetch-event-statuses",
  });

  const statuses = statusesQuery.data ?? CONTRACT_STATUSES;
  const events = eventsQuery.data;
  const visibleEvents = useMemo(() => filterEvents(events ?? [], filters), [events, filters]);

  const eventDeletion = useConfirmedDelete<Event>({
    deleteItem: (event) => deleteEvent.mutateAsync(event.id),
    onDeleted: () => showSuccessToast(eventsTexts.deleted, { autoCloseMs: TOAST_CLOSE_MS.events }),
    onFailed: () =>
      showErrorToast(eventsTexts.deleteFailed, { autoCloseMs: TOAST_CLOSE_MS.events }),
  });

  async function deleteEveryEvent() {
    try {
      await deleteAllEvents.mutateAsync();
      showSuccessToast(eventsTexts.allDeleted, { autoCloseMs: TOAST_CLOSE_MS.events });
    } catch {
      showErrorToast(eventsTexts.deleteAllFailed, { autoCloseMs: TOAST_CLOSE_MS.events });
    } finally {
      setIsConfirmingDeleteAll(false);
    }
  }

  function renderList() {
    if (eventsQuery.isPending) return <LoadingState label={eventsTexts.loading} />;
    if (eventsQuery.isError) {
      // A failed fetch shows no events at all, never stale ones (DESIGN §8).
      return (
        <LoadError title={eventsTexts.fetchFailed} {...getQueryRetry(eventsQuery)}>
          <p>{eventsQuery.error.message}</p>
        </LoadError>
      );
    }
    if (visibleEvents.length === 0) {
      return (
        <EmptyState icon={CalendarX} title={eventsTexts.emptyTitle} text={eventsTexts.emptyText} />
      );
    }
    return (
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {visibleEvents.map((event) => (
          <li key={event.id}>
            <EventCard
              event={event}
              detailsPath={config.getDetailsPath(event.id)}
              onEdit={(chosen) => dialog.open({ mode: "edit", record: chosen })}
              onDelete={eventDeletion.askToDelete}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section>
      <PageHeader title={eventsTexts.pageTitle}>
        {config.canDeleteAll ? (
          <Button
            variant="danger"
            onClick={() => setIsConfirmingDeleteAll(true)}
            disabled={!events || events.length === 0}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {eventsTexts.deleteAllButton}
          </Button>
        ) : null}
        <Button onClick={() => dialog.open({ mode: "create" })}>
          <Plus aria-hidden="true" className="size-4" />
          {eventsTexts.createButton}
        </Button>
      </PageHeader>

      <EventFilters filters={filters} statuses={statuses} onChange={setFilters} />
      {renderList()}

      <EventFormDialog
        dialog={dialog.dialogProps}
        statuses={statuses}
        eventAdmins={eventAdminsQuery.data ?? []}
        isLoadingAdmins={eventAdminsQuery.isPending}
        defaultEventAdminId={portal === "event_admin" ? currentUserId : null}
      />

      <ConfirmDialog {...eventDeletion.confirmDialogProps} question={eventsTexts.deleteQuestion} />

      {config.canDeleteAll ? (
        <ConfirmDialog
          open={isConfirmingDeleteAll}
          question={eventsTexts.deleteAllQuestion}
          isBusy={deleteAllEvents.isPending}
          onConfirm={() => void deleteEveryEvent()}
          onCancel={() => setIsConfirmingDeleteAll(false)}
        />
      ) : null}
    </section>
  );
}
