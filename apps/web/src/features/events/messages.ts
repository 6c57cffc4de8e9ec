import { t } from "@/i18n/i18n";

/**
 * The events screens' words (spec doc 1 §2, §8; doc 2 §2, §8). Each is read when it is shown,
 * so it is in the language active then; a component showing them renders again on a change of
 * language through useTexts().
 */
export const eventsTexts = {
  get pageTitle() {
    return t("events.list.title");
  },
  get createButton() {
    return t("events.list.create");
  },
  get deleteAllButton() {
    return t("events.list.deleteAll");
  },
  get loading() {
    return t("events.list.loading");
  },
  get emptyTitle() {
    return t("events.list.emptyTitle");
  },
  get emptyText() {
    return t("events.list.emptyText");
  },
  get deleteQuestion() {
    return t("events.list.deleteQuestion");
  },
  get deleteAllQuestion() {
    return t("events.list.deleteAllQuestion");
  },
  get created() {
    return t("events.toast.created");
  },
  get updated() {
    return t("events.toast.updated");
  },
  get deleted() {
    return t("events.toast.deleted");
  },
  get allDeleted() {
    return t("events.toast.allDeleted");
  },
  get fetchFailed() {
    return t("events.toast.fetchFailed");
  },
  get statusesFetchFailed() {
    return t("events.toast.statusesFetchFailed");
  },
  get deleteFailed() {
    return t("events.toast.deleteFailed");
  },
  get deleteAllFailed() {
    return t("events.toast.deleteAllFailed");
  },
  get saveFailed() {
    return t("events.toast.saveFailed");
  },
  get allStatuses() {
    return t("events.filters.allStatuses");
  },
  get searchLabel() {
    return t("events.filters.searchLabel");
  },
  get searchPlaceholder() {
    return t("events.filters.searchPlaceholder");
  },
  get timeZoneLabel() {
    return t("events.form.timeZoneLabel");
  },
  get timeZonePlaceholder() {
    return t("events.form.timeZonePlaceholder");
  },
  get timeZoneHint() {
    return t("events.form.timeZoneHint");
  },
  get retentionDaysLabel() {
    return t("events.form.retentionDaysLabel");
  },
  /** In the zone and retention fields of a new event while the server's defaults load. */
  get defaultLoading() {
    return t("events.form.defaultLoading");
  },
  get retentionDefaultUnknown() {
    return t("events.form.retentionDefaultUnknown");
  },
  /** Beside each empty required field, words naming it; the form-wide message is said once. */
  get requiredFieldTexts() {
    return {
      event_name: t("events.form.eventNameRequired"),
      event_status: t("events.form.eventStatusRequired"),
      event_type: t("events.form.eventTypeRequired"),
      event_admin_id: t("events.form.eventAdminRequired"),
    };
  },
};
