import { paths } from "@/paths";

export type EventsPortal = "system_admin" | "event_admin";

export type EventsPortalConfig = {
  /** Where a card leads. */
  getDetailsPath: (eventId: string) => string;
  /** Only system admins may delete every event at once. */
  canDeleteAll: boolean;
};

export const eventsPortalConfigs: Record<EventsPortal, EventsPortalConfig> = {
  system_admin: { getDetailsPath: paths.systemAdmin.eventDetails, canDeleteAll: true },
  event_admin: { getDetailsPath: paths.eventAdmin.eventDetails, canDeleteAll: false },
};

/** The specification's words for the events screens (spec doc 1 §2, §8; doc 2 §2, §8). */
export const eventsTexts = {
  pageTitle: "Events",
  createButton: "Create Event",
  deleteAllButton: "Delete All Events",
  loading: "Loading events...",
  emptyTitle: "No Events Found",
  emptyText: "There are no events matching your criteria. Try adjusting your search or filters.",
  deleteQuestion: "Are you sure you want to delete this event?",
  deleteAllQuestion: "Are you sure you want to delete all events?",
  created: "Event created successfully",
  updated: "Event updated successfully",
  deleted: "Event deleted successfully",
  allDeleted: "All events deleted successfully",
  fetchFailed: "Failed to fetch events",
  statusesFetchFailed: "Failed to fetch event statuses",
  deleteFailed: "Failed to delete event",
  deleteAllFailed: "Failed to delete all events",
  saveFailed: "An error occurred",
  allStatuses: "All Events",
  searchLabel: "Search events",
  searchPlaceholder: "Search here...",
} as const;
