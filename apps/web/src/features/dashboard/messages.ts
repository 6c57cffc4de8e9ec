import { t } from "@/i18n/i18n";

/** The system admin dashboard's words (spec doc 1 §2, §8), read when shown. */
export const dashboardTexts = {
  get title() {
    return t("dashboard.system.title");
  },
  get totalEvents() {
    return t("dashboard.system.totalEvents");
  },
  get eventAdmins() {
    return t("dashboard.system.eventAdmins");
  },
  get systemAdmins() {
    return t("dashboard.system.systemAdmins");
  },
  get recentEventAdmins() {
    return t("dashboard.system.recentEventAdmins");
  },
  get addEventAdmin() {
    return t("dashboard.system.addEventAdmin");
  },
  get noRecentEventAdmins() {
    return t("dashboard.system.noRecentEventAdmins");
  },
  get fetchFailed() {
    return t("dashboard.system.fetchFailed");
  },
};
