import { t } from "@/i18n/i18n";

/** The event admin dashboard's words; its toasts, one per failed call (spec doc 2 §8). */
export const eventAdminDashboardMessages = {
  get title() {
    return t("dashboard.eventAdmin.title");
  },
  get totalEvents() {
    return t("dashboard.eventAdmin.totalEvents");
  },
  get totalSessions() {
    return t("dashboard.eventAdmin.totalSessions");
  },
  get totalParticipants() {
    return t("dashboard.eventAdmin.totalParticipants");
  },
  get eventsByStatus() {
    return t("dashboard.eventAdmin.eventsByStatus");
  },
  get eventsFetchFailed() {
    return t("dashboard.eventAdmin.eventsFetchFailed");
  },
  get sessionsFetchFailed() {
    return t("dashboard.eventAdmin.sessionsFetchFailed");
  },
  get participantsFetchFailed() {
    return t("dashboard.eventAdmin.participantsFetchFailed");
  },
};
