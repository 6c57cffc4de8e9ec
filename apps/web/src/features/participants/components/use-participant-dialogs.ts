import { useEffect, useState } from "react";
import type { AddParticipantsForm } from "./add-participants-form";
import type { EditParticipantForm } from "./edit-participant-form";
import type { ImportParticipantsDialog } from "./import-participants-dialog";

export type ParticipantDialogs = {
  AddParticipantsForm: typeof AddParticipantsForm;
  EditParticipantForm: typeof EditParticipantForm;
  ImportParticipantsDialog: typeof ImportParticipantsDialog;
};

let loading: Promise<ParticipantDialogs> | undefined;

function loadParticipantDialogs(): Promise<ParticipantDialogs> {
  loading ??= Promise.all([
    import("./add-participants-form"),
    import("./edit-participant-form"),
    import("./import-participants-dialog"),
  ]).then(([add, edit, importing]) => ({
    AddParticipantsForm: add.AddParticipantsForm,
    EditParticipantForm: edit.EditParticipantForm,
    ImportParticipantsDialog: importing.ImportParticipantsDialog,
  }));
  // A load that failed is tried again by the next event opened.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

let loaded: ParticipantDialogs | undefined;

/**
 * The participants' forms and their import, loaded once an event's participants are opened: they
 * bring the form library and the participants' schemas (and zod), which the page's first draw
 * does not need. Loaded before any of them can be asked for, they open at once, as components
 * of the page's own code would. A load that fails is thrown to the page's error boundary once
 * one of them is asked for, as a lazy component's is.
 */
export function useParticipantDialogs(
  isWanted: boolean,
  isAskedFor: boolean,
): ParticipantDialogs | undefined {
  const [dialogs, setDialogs] = useState(loaded);
  const [failure, setFailure] = useState<unknown>(undefined);
  useEffect(() => {
    if (!isWanted || dialogs) return;
    let isCurrent = true;
    loadParticipantDialogs().then(
      (result) => {
        loaded = result;
        if (!isCurrent) return;
        setFailure(undefined);
        setDialogs(result);
      },
      (error: unknown) => {
        if (isCurrent) setFailure(() => error);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isWanted, dialogs]);
  if (failure !== undefined && isAskedFor) throw failure;
  return dialogs;
}
