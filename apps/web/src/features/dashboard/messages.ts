/** The system admin dashboard's words (spec doc 1 §2, §8). */
export const dashboardTexts = {
  title: "System Admin Dashboard",
  totalEvents: "Total Events",
  eventAdmins: "Event Admins",
  systemAdmins: "System Admins",
  recentEventAdmins: "Recent Event Admins",
  addEventAdmin: "Add New Event Admin",
  noRecentEventAdmins: "No recent event admins found.",
  fetchFailed: "Failed to fetch dashboard data",
} as const;
