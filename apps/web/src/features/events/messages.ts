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
  timeZoneLabel: "Time Zone",
  timeZonePlaceholder: "Type to search, like Berlin",
  timeZoneHint:
    "The zone the times above are in, for calendar feeds and e-mails. Left empty, a new event takes the organisation's default.",
  retentionDaysLabel: "Retention (days)",
  /** In the zone and retention fields of a new event while the server's defaults load. */
  defaultLoading: "Loading the default...",
  retentionDefaultUnknown:
    "The organisation's default could not be read: enter the days, or leave it empty to keep them.",
  /** Beside each empty required field, words naming it; the form-wide message is said once. */
  requiredFieldTexts: {
    event_name: "Event name is required",
    event_status: "Event status is required",
    event_type: "Event type is required",
    event_admin_id: "Choose an event admin",
  },
} as const;
