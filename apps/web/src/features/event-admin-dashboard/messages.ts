/** The dashboard's toasts, one per failed call (spec doc 2 §8). */
export const eventAdminDashboardMessages = {
  eventsFetchFailed: "Failed to fetch events",
  sessionsFetchFailed: "Failed to fetch sessions",
  participantsFetchFailed: "Failed to fetch participants",
} as const;
