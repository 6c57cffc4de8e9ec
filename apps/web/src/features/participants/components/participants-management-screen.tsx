import type { Event, Participant } from "@events/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useEventsByAdmin } from "@/api/events/get-events-by-admin";
import { useAnswerForm } from "@/api/registration/get-registration-settings";
import { EventChoiceGrid } from "@/components/events/event-choice-grid";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { SearchField } from "@/components/ui/search-field";
import { useConfirmedDelete } from "@/hooks/use-confirmed-delete";
import { useTexts } from "@/i18n/use-texts";
import { describeError } from "@/lib/api-error";
import { queryKeys } from "@/lib/query-keys";
import { AddParticipantsError, useAddParticipants } from "../api/add-participants";
import { useDeleteParticipant } from "../api/delete-participant";
import { useUpdateParticipant } from "../api/update-participant";
import { describeDeleteError } from "../utils/describe-participant-error";
import { filterEventsForParticipants } from "../utils/filter-participants";
import { getParticipantName } from "../utils/participant-display";
import type {
  EditParticipantFormOutput,
  ParticipantRowOutput,
} from "../utils/participant-form-schema";
import { EventCardOpeningParticipants } from "./event-card-opening-participants";
import { EventParticipantsDialog } from "./event-participants-dialog";
import { StatusBanner, useBanner } from "./status-banner";
import { useParticipantDialogs } from "./use-participant-dialogs";

/** 'Events & Participants Management' (spec doc 2 §2): the event admin's participants screen. */
export function ParticipantsManagementScreen() {
  const { t } = useTexts();
  const queryClient = useQueryClient();
  const eventsQuery = useEventsByAdmin();
  const addParticipants = useAddParticipants();
  const deleteParticipant = useDeleteParticipant();
  const updateParticipant = useUpdateParticipant();
  const banner = useBanner();
  // One search box for the events and, once an event is open, its participants (spec doc 2 §2).
  // What is typed while the dialog is open searches its participants only: the events keep the
  // words that found them, and closing the dialog gives the box those words back, so the page
  // behind it never reads 'No events match your search.' for a guest's name.
  const [query, setQuery] = useState("");
  const [searchBeforeDialog, setSearchBeforeDialog] = useState("");
  const [selectedEvent, setSelectedEvent] = useState<Event | null>(null);
  const [isAddOpen, setIsAddOpen] = useState(false);
  const [participantToEdit, setParticipantToEdit] = useState<Participant | null>(null);
  const [isImportOpen, setIsImportOpen] = useState(false);
  const dialogs = useParticipantDialogs(
    selectedEvent !== null,
    isAddOpen || isImportOpen || participantToEdit !== null,
  );
  // The answers are edited with the event's questions, asked for when a participant is edited.
  const answerFormQuery = useAnswerForm(
    participantToEdit?.event_id ?? "",
    participantToEdit !== null,
  );

  const events = eventsQuery.data;
  const eventsSearch = selectedEvent ? searchBeforeDialog : query;
  const visibleEvents = useMemo(
    () => filterEventsForParticipants(events ?? [], eventsSearch),
    [events, eventsSearch],
  );

  function openParticipants(event: Event) {
    setSearchBeforeDialog(query);
    setSelectedEvent(event);
  }

  function closeParticipants() {
    if (selectedEvent) {
      // The list is cleared with the selection: reopening loads it afresh.
      queryClient.removeQueries({ queryKey: queryKeys.participants.byEvent(selectedEvent.id) });
    }
    setIsAddOpen(false);
    setIsImportOpen(false);
    setParticipantToEdit(null);
    setSelectedEvent(null);
    setQuery(searchBeforeDialog);
  }

  async function saveParticipants(rows: ParticipantRowOutput[]): Promise<void> {
    try {
      const { mode } = await addParticipants.mutateAsync(rows);
      banner.showSuccess(
        mode === "single" ? t("participants.toast.addedWithImages") : t("participants.toast.added"),
      );
      setIsAddOpen(false);
    } catch (error) {
      if (error instanceof AddParticipantsError) banner.showError(error.message);
      // The form keeps the rows left to fix from the same error.
      throw error;
    }
  }

  async function saveParticipantChanges(values: EditParticipantFormOutput): Promise<void> {
    if (!participantToEdit) return;
    try {
      await updateParticipant.mutateAsync({ id: participantToEdit.id, values });
      banner.showSuccess(t("participants.toast.updated"));
      setParticipantToEdit(null);
    } catch (error) {
      banner.showError(describeError(error, t("participants.toast.updateFailed")));
      // The form keeps what was typed and marks the fields the server refused.
      throw error;
    }
  }

  const participantDeletion = useConfirmedDelete<Participant>({
    deleteItem: (participant) => deleteParticipant.mutateAsync(participant.id),
    onDeleted: () => banner.showSuccess(t("participants.toast.deleted")),
    onFailed: (error) => banner.showError(describeDeleteError(error)),
  });

  const isSaving = addParticipants.isPending;
  const isUpdating = updateParticipant.isPending;
  // The banner shows where the user is looking: on the dialog on top, else on the screen.
  const bannerHost = isAddOpen
    ? "add"
    : participantToEdit
      ? "edit"
      : selectedEvent
        ? "participants"
        : "screen";
  const eventName = selectedEvent?.event_name ?? "";

  return (
    <section>
      <PageHeader title={t("participants.management.title")} />
      {bannerHost === "screen" ? (
        <StatusBanner banner={banner.banner} onDismiss={banner.dismiss} />
      ) : null}
      <SearchField
        label={t("participants.management.search")}
        className="mb-6 max-w-md"
        placeholder={t("participants.management.searchPlaceholder")}
        value={query}
        onValueChange={setQuery}
      />
      <EventChoiceGrid
        eventsQuery={eventsQuery}
        visibleEvents={visibleEvents}
        texts={{
          eventsLoading: t("participants.management.eventsLoading"),
          eventsFetchFailed: t("participants.management.eventsFetchFailed"),
          noEvents: t("participants.management.noEvents"),
          noMatchingEvents: t("participants.management.noMatchingEvents"),
        }}
        twoColumnsFrom="md"
        renderEvent={(event) => (
          <EventCardOpeningParticipants event={event} onOpen={openParticipants} />
        )}
      />

      <EventParticipantsDialog
        event={selectedEvent}
        onClose={closeParticipants}
        query={query}
        onQueryChange={setQuery}
        onAdd={() => setIsAddOpen(true)}
        onImport={() => setIsImportOpen(true)}
        onEdit={setParticipantToEdit}
        onDelete={participantDeletion.askToDelete}
        banner={bannerHost === "participants" ? banner.banner : null}
        onDismissBanner={banner.dismiss}
      />

      <Dialog
        open={isAddOpen && selectedEvent !== null}
        onOpenChange={(open) => {
          if (!open && !isSaving) setIsAddOpen(false);
        }}
        title={t("participants.add.dialogTitle", { eventName })}
        size="lg"
      >
        {bannerHost === "add" ? (
          <StatusBanner banner={banner.banner} onDismiss={banner.dismiss} />
        ) : null}
        {/* Mounted only while open, so closing the dialog resets its list of forms. */}
        {isAddOpen && selectedEvent && !dialogs ? <LoadingState /> : null}
        {isAddOpen && selectedEvent && dialogs ? (
          <dialogs.AddParticipantsForm
            eventId={selectedEvent.id}
            isBusy={isSaving}
            onSubmit={saveParticipants}
            onCancel={() => setIsAddOpen(false)}
          />
        ) : null}
      </Dialog>

      <Dialog
        open={participantToEdit !== null}
        onOpenChange={(open) => {
          if (!open && !isUpdating) setParticipantToEdit(null);
        }}
        title={t("participants.edit.dialogTitle", { name: getParticipantName(participantToEdit) })}
        size="lg"
      >
        {bannerHost === "edit" ? (
          <StatusBanner banner={banner.banner} onDismiss={banner.dismiss} />
        ) : null}
        {participantToEdit && answerFormQuery.isError ? (
          <p role="alert" className="mb-4 text-sm text-red-600">
            {t("participants.answers.editFailed")}
          </p>
        ) : null}
        {participantToEdit && !dialogs ? <LoadingState /> : null}
        {participantToEdit && dialogs ? (
          <dialogs.EditParticipantForm
            key={participantToEdit.id}
            participant={participantToEdit}
            answerForm={answerFormQuery.data}
            isBusy={isUpdating}
            onSubmit={saveParticipantChanges}
            onCancel={() => setParticipantToEdit(null)}
          />
        ) : null}
      </Dialog>

      {selectedEvent && dialogs ? (
        <dialogs.ImportParticipantsDialog
          eventId={selectedEvent.id}
          open={isImportOpen}
          onOpenChange={setIsImportOpen}
          onImported={(created) =>
            banner.showSuccess(t("participants.import.imported", { count: created }))
          }
        />
      ) : null}

      <ConfirmDialog
        {...participantDeletion.confirmDialogProps}
        question={t("participants.delete.question")}
      />
    </section>
  );
}
