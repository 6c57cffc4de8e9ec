import { t } from "@/i18n/i18n";

/**
 * The sessions screens' words (spec doc 2 §2, §5, §8). Each is read when it is shown, so it is in
 * the language active then; a component showing them renders again on a change of language
 * through useTexts().
 */
export const sessionsTexts = {
  get myEventsTitle() {
    return t("sessions.myEvents.title");
  },
  get searchEvents() {
    return t("sessions.myEvents.searchEvents");
  },
  get searchSessions() {
    return t("sessions.list.searchSessions");
  },
  get eventsLoading() {
    return t("sessions.myEvents.loading");
  },
  get eventsFetchFailed() {
    return t("sessions.myEvents.fetchFailed");
  },
  get noEvents() {
    return t("sessions.myEvents.noEvents");
  },
  sessionsDialogTitle: (eventName: string) => t("sessions.dialog.title", { eventName }),
  get screenTitle() {
    return t("sessions.list.title");
  },
  sessionCount: (count: number) => t("sessions.list.count", { count }),
  get backToEvent() {
    return t("sessions.list.backToEvent");
  },
  get addSession() {
    return t("sessions.list.addSession");
  },
  get editSession() {
    return t("sessions.form.editTitle");
  },
  get createSubmit() {
    return t("sessions.form.createSubmit");
  },
  get updateSubmit() {
    return t("sessions.form.updateSubmit");
  },
  get saving() {
    return t("sessions.form.saving");
  },
  get sessionsLoading() {
    return t("sessions.list.loading");
  },
  get noSessions() {
    return t("sessions.list.noSessions");
  },
  get sessionsFetchFailed() {
    return t("sessions.list.fetchFailed");
  },
  sessionsFetchFailedStatus: (status: number) => t("sessions.list.fetchFailedStatus", { status }),
  get eventIdMissing() {
    return t("sessions.list.eventIdMissing");
  },
  get deleteQuestion() {
    return t("sessions.list.deleteQuestion");
  },
  get deleteFailed() {
    return t("sessions.toast.deleteFailed");
  },
  get networkError() {
    return t("sessions.toast.networkError");
  },
  get created() {
    return t("sessions.toast.created");
  },
  get updated() {
    return t("sessions.toast.updated");
  },
  get deleted() {
    return t("sessions.toast.deleted");
  },
  get noImage() {
    return t("sessions.card.noImage");
  },
  get resources() {
    return t("sessions.card.resources");
  },
  get viewDocument() {
    return t("sessions.card.viewDocument");
  },
  get fullSize() {
    return t("sessions.card.fullSize");
  },
  documentDialogTitle: (sessionName: string) => t("sessions.document.dialogTitle", { sessionName }),
  get noDocument() {
    return t("sessions.document.none");
  },
  get chooseDocument() {
    return t("sessions.document.choose");
  },
  get supportedDocuments() {
    return t("sessions.document.supported");
  },
  get uploadDocument() {
    return t("sessions.document.upload");
  },
  get uploading() {
    return t("sessions.document.uploading");
  },
  get view() {
    return t("sessions.document.view");
  },
  get download() {
    return t("sessions.document.download");
  },
  get delete() {
    return t("sessions.document.delete");
  },
  get replace() {
    return t("sessions.document.replace");
  },
  get documentDeleteQuestion() {
    return t("sessions.document.deleteQuestion");
  },
  get documentLoading() {
    return t("sessions.document.loading");
  },
  get documentUploaded() {
    return t("sessions.document.uploadedToast");
  },
  get documentDeleted() {
    return t("sessions.document.deletedToast");
  },
  get documentUploadFailed() {
    return t("sessions.document.uploadFailed");
  },
  get documentUploadNetworkError() {
    return t("sessions.document.uploadNetworkError");
  },
  get documentFetchFailed() {
    return t("sessions.document.fetchFailed");
  },
  get documentDeleteFailed() {
    return t("sessions.document.deleteFailed");
  },
  get documentDeleteNetworkError() {
    return t("sessions.document.deleteNetworkError");
  },
  get cardsView() {
    return t("sessions.view.cards");
  },
  get agendaView() {
    return t("sessions.view.agenda");
  },
  get viewSwitch() {
    return t("sessions.view.switch");
  },
  get agendaDays() {
    return t("sessions.agenda.days");
  },
  get previousDay() {
    return t("sessions.agenda.previousDay");
  },
  get nextDay() {
    return t("sessions.agenda.nextDay");
  },
  agendaFor: (day: string) => t("sessions.agenda.for", { day }),
  /** Names the agenda's time axis: the wall-clock times are the event's, in its zone. */
  timesIn: (timeZone: string) => t("sessions.agenda.timesIn", { timeZone }),
  get overlaps() {
    return t("sessions.overlaps.mark");
  },
  get conflictsFetchFailed() {
    return t("sessions.list.conflictsFetchFailed");
  },
  get clashWarningTitle() {
    return t("sessions.clash.title");
  },
  get clashWarningHint() {
    return t("sessions.clash.hint");
  },
  get saveAnyway() {
    return t("sessions.form.saveAnyway");
  },
  get addToCalendar() {
    return t("sessions.card.addToCalendar");
  },
  addToCalendarLabel: (sessionName: string) =>
    t("sessions.card.addToCalendarLabel", { sessionName }),
  get copyCalendarLink() {
    return t("sessions.calendar.copy");
  },
  get calendarLinkCopied() {
    return t("sessions.calendar.copied");
  },
  get calendarLinkField() {
    return t("sessions.calendar.field");
  },
  get calendarLinkFallback() {
    return t("sessions.calendar.fallback");
  },
  get renewCalendarLink() {
    return t("sessions.calendar.renew");
  },
  get calendarLinkRenewed() {
    return t("sessions.calendar.renewed");
  },
  /** The question before the calendar link is renewed, and its buttons' words. */
  get renewCalendarLinkConfirm() {
    return {
      question: t("sessions.calendar.renewQuestion"),
      confirmLabel: t("sessions.calendar.renewConfirm"),
      busyLabel: t("sessions.calendar.renewing"),
    };
  },
  get calendarLinkFailed() {
    return t("sessions.calendar.failed");
  },
  get calendarRenewFailed() {
    return t("sessions.calendar.renewFailed");
  },
  /** Beside each empty required field, words naming it; the form-wide message is said once. */
  get requiredFieldTexts() {
    return {
      name: t("sessions.form.nameRequired"),
      session_type: t("sessions.form.typeRequired"),
    };
  },
};
