import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  MEGABYTE,
  type ParticipantImportDryRunResponse,
  type ParticipantImportMapping,
} from "@events/contract";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { useTexts } from "@/i18n/use-texts";
import { ApiError, serverErrorText } from "@/lib/api-error";
import {
  IMPORT_TEMPLATE_PATH,
  useCheckParticipantsFile,
  useImportParticipantsFile,
} from "../api/import-participants";
import { type ImportMapping, isSameImportMapping, toImportMapping } from "../utils/import-mapping";
import { ImportCheckReport } from "./import-check-report";
import { ImportChosenFile } from "./import-chosen-file";
import { ImportColumnMapping } from "./import-column-mapping";
import { ImportFileDropZone } from "./import-file-drop-zone";
import { ImportUploadProgress } from "./import-upload-progress";

export type ImportParticipantsDialogProps = {
  eventId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with how many participants were created, after the dialog asked to close. */
  onImported: (created: number) => void;
};

/** What the server says went wrong, or the fallback when it could not say. */
function describeError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return serverErrorText(error) ?? error.message;
  return fallback;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

type Checked = { file: File; report: ParticipantImportDryRunResponse; mapping: ImportMapping };

/** The dialog's steps: choose a file, check it (dry run), review the mapping and rows, import. */
function ImportFlow({
  eventId,
  onClose,
  onImported,
  onBusyChange,
}: {
  eventId: string;
  onClose: () => void;
  onImported: (created: number) => void;
  /** Told while the rows are being stored, when the dialog must not close. */
  onBusyChange: (isSaving: boolean) => void;
}) {
  const { t } = useTexts();
  const check = useCheckParticipantsFile();
  const save = useImportParticipantsFile();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const isBusy = check.isPending || save.isPending;

  useEffect(() => onBusyChange(save.isPending), [save.isPending, onBusyChange]);
  // A dialog closed mid-upload stops the upload.
  useEffect(() => () => abort.current?.abort(), []);

  function startRequest(): AbortSignal {
    abort.current?.abort();
    abort.current = new AbortController();
    setError(null);
    setProgress(0);
    return abort.current.signal;
  }

  async function checkFile(file: File, chosenMapping?: ImportMapping) {
    if (file.size > MAX_IMPORT_BYTES) {
      setError(t("participants.import.tooLarge", { megabytes: MAX_IMPORT_BYTES / MEGABYTE }));
      return;
    }
    const signal = startRequest();
    try {
      const report = await check.mutateAsync({
        eventId,
        file,
        mapping: chosenMapping as ParticipantImportMapping | undefined,
        onProgress: setProgress,
        signal,
      });
      const used = toImportMapping(report.mapping);
      setChecked({ file, report, mapping: used });
      setMapping(used);
    } catch (caught) {
      if (!isAbort(caught)) setError(describeError(caught, t("participants.import.failed")));
    } finally {
      setProgress(null);
    }
  }

  async function importFile(current: Checked) {
    const signal = startRequest();
    try {
      const { created } = await save.mutateAsync({
        eventId,
        file: current.file,
        mapping: current.mapping as ParticipantImportMapping,
        onProgress: setProgress,
        signal,
      });
      onClose();
      onImported(created);
    } catch (caught) {
      if (!isAbort(caught)) setError(describeError(caught, t("participants.import.failed")));
    } finally {
      setProgress(null);
    }
  }

  const progressLabel =
    progress === null
      ? ""
      : progress < 100
        ? t("participants.import.uploading", { percent: progress })
        : save.isPending
          ? t("participants.import.importing")
          : t("participants.import.checking");

  const report = checked?.report;
  const isMappingChanged = checked !== null && !isSameImportMapping(mapping, checked.mapping);
  const faultyRows = report
    ? new Set([...report.errors, ...report.duplicates].map(({ row }) => row)).size
    : 0;
  const canImport =
    report !== undefined && faultyRows === 0 && report.valid > 0 && !isMappingChanged && !isBusy;

  return (
    <div className="flex flex-col gap-4">
      {checked === null ? (
        <ImportFileDropZone onPick={(file) => void checkFile(file)} isBusy={isBusy} />
      ) : (
        <ImportChosenFile
          fileName={checked.file.name}
          isBusy={isBusy}
          onChooseAnother={() => {
            setChecked(null);
            setError(null);
          }}
        />
      )}

      <a
        href={IMPORT_TEMPLATE_PATH}
        download
        className="self-start text-sm text-blue-600 underline-offset-4 hover:text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        {t("participants.import.downloadTemplate")}
      </a>

      {progress !== null ? <ImportUploadProgress percent={progress} label={progressLabel} /> : null}
      {error ? <FormAlert>{error}</FormAlert> : null}

      {checked && report ? (
        <>
          <ImportColumnMapping
            columns={report.columns}
            mapping={mapping}
            onChange={setMapping}
            isBusy={isBusy}
          />
          {isMappingChanged ? (
            <Button
              variant="secondary"
              className="self-start"
              disabled={isBusy}
              onClick={() => void checkFile(checked.file, mapping)}
            >
              {t("participants.import.checkMapping")}
            </Button>
          ) : (
            <ImportCheckReport report={report} faultyRows={faultyRows} />
          )}
        </>
      ) : null}

      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          {t("participants.import.cancel")}
        </Button>
        {checked && report ? (
          <Button
            disabled={!canImport}
            aria-busy={save.isPending || undefined}
            onClick={() => void importFile(checked)}
          >
            {save.isPending
              ? t("participants.import.importing")
              : t("participants.import.importButton", { count: report.valid })}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Imports participants from a CSV or Excel file: choose or drop it, watch it upload, check the
 * columns the server guessed, see the first rows and every problem beside its row, then import
 * them all at once. Nothing is stored until the last step, and then every row or none.
 */
export function ImportParticipantsDialog({
  eventId,
  open,
  onOpenChange,
  onImported,
}: ImportParticipantsDialogProps) {
  const { t } = useTexts();
  const [isSaving, setIsSaving] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Closing while the rows are being stored would hide whether they were.
        if (!next && isSaving) return;
        onOpenChange(next);
      }}
      title={t("participants.import.title")}
      description={t("participants.import.description", {
        megabytes: MAX_IMPORT_BYTES / MEGABYTE,
        rows: MAX_IMPORT_ROWS,
      })}
      size="xl"
    >
      <ImportFlow
        eventId={eventId}
        onClose={() => onOpenChange(false)}
        onImported={onImported}
        onBusyChange={setIsSaving}
      />
    </Dialog>
  );
}
