import type { Event } from "@events/contract";
import type { ReactNode } from "react";
import { isEventId, isEventNotFoundError, useEvent } from "@/api/events/get-event";
import { LoadingState } from "@/components/ui/loading-state";
import { useTexts } from "@/i18n/use-texts";
import { usePortal } from "@/lib/portal";
import { getEventDetailsPortalPaths } from "../config";
import { EventLoadError, EventNotFound } from "./event-details-states";
import { EventDetailsView } from "./event-details-view";

/** The API client's errors already read 'HTTP error! status: {code}' when the server gave no text. */
function getErrorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message !== "" ? error.message : fallback;
}

export type EventDetailsScreenProps = {
  eventId: string;
  /** The cards other features add below the event's own, once the event has loaded. */
  renderMoreCards?: ((event: Event) => ReactNode) | undefined;
};

/** The details of one event, the same in both portals; the portal decides where links lead. */
export function EventDetailsScreen({ eventId, renderMoreCards }: EventDetailsScreenProps) {
  const { t } = useTexts();
  const portalPaths = getEventDetailsPortalPaths(usePortal());
  const eventQuery = useEvent(eventId);

  if (!isEventId(eventId) || isEventNotFoundError(eventQuery.error)) {
    return <EventNotFound eventsPath={portalPaths.events} />;
  }
  // An event already shown stays on screen if a later refresh fails.
  if (eventQuery.data) {
    return (
      <EventDetailsView
        event={eventQuery.data}
        portalPaths={portalPaths}
        moreCards={renderMoreCards?.(eventQuery.data)}
      />
    );
  }
  if (eventQuery.isError) {
    return (
      <EventLoadError
        message={getErrorText(eventQuery.error, t("event-details.screen.genericError"))}
        eventsPath={portalPaths.events}
      />
    );
  }
  return <LoadingState label={t("event-details.screen.loading")} />;
}
