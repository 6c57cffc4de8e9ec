/** The event admin dashboard's words; its toasts, one per failed call (spec doc 2 §8). */
export const eventAdminDashboardMessages = {
  title: "Event Admin Dashboard",
  totalEvents: "Total Events",
  totalSessions: "Total Sessions",
  totalParticipants: "Total Participants",
  eventsByStatus: "Events by status",
  eventsFetchFailed: "Failed to fetch events",
  sessionsFetchFailed: "Failed to fetch sessions",
  participantsFetchFailed: "Failed to fetch participants",
} as const;
