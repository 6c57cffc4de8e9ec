import {
  CSV_MIME_TYPE,
  MAX_IMPORT_BYTES,
  PARTICIPANT_IMPORT_FIELD_LABELS,
  PARTICIPANT_IMPORT_FIELDS,
  type ParticipantImportDryRunResponse,
  type ParticipantImportField,
  type ParticipantImportMapping,
  REQUIRED_PARTICIPANT_IMPORT_FIELDS,
  XLSX_MIME_TYPE,
} from "@events/contract";
import { FileSpreadsheet, Upload } from "lucide-react";
import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { SelectField } from "@/components/ui/select-field";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { ApiError } from "@/lib/api-error";
import {
  IMPORT_TEMPLATE_PATH,
  useCheckParticipantsFile,
  useImportParticipantsFile,
} from "../api/import-participants";
import { transferTexts } from "../transfer-messages";

export type ImportParticipantsDialogProps = {
  eventId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with how many participants were created, after the dialog asked to close. */
  onImported: (created: number) => void;
};

const ACCEPT = [".csv", ".xlsx", CSV_MIME_TYPE, XLSX_MIME_TYPE].join(",");
const REQUIRED_FIELDS: readonly string[] = REQUIRED_PARTICIPANT_IMPORT_FIELDS;

type Mapping = Partial<Record<ParticipantImportField, string>>;

/** What the server says went wrong, or the fallback when it could not say. */
function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return transferTexts.importFailed;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

function toMapping(mapping: Readonly<Record<string, string>>): Mapping {
  const result: Mapping = {};
  for (const field of PARTICIPANT_IMPORT_FIELDS) {
    const column = mapping[field];
    if (column) result[field] = column;
  }
  return result;
}

function isSameMapping(a: Mapping, b: Mapping): boolean {
  return PARTICIPANT_IMPORT_FIELDS.every((field) => (a[field] ?? "") === (b[field] ?? ""));
}

/** The preview's fixed column widths: room for a phone number, an e-mail and a role's name. */
const PREVIEW_COLUMN_WIDTHS: Partial<Record<ParticipantImportField, string>> = {
  email: "w-[22%]",
  phone: "w-40",
  role: "w-28",
};

/** Each row's problems, as sentences to show beside it. */
function problemsByRow(report: ParticipantImportDryRunResponse): Map<number, string[]> {
  const problems = new Map<number, string[]>();
  const add = (row: number, message: string) => {
    problems.set(row, [...(problems.get(row) ?? []), message]);
  };
  for (const error of report.errors) {
    const label = PARTICIPANT_IMPORT_FIELD_LABELS[error.field as ParticipantImportField];
    add(error.row, label ? `${label}: ${error.message}` : error.message);
  }
  for (const duplicate of report.duplicates) {
    add(duplicate.row, `${duplicate.email ?? duplicate.username ?? ""}: ${duplicate.message}`);
  }
  return problems;
}

/** The progress of an upload, as a bar and in words. */
function UploadProgress({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="flex flex-col gap-1" aria-live="polite">
      <progress
        aria-label={transferTexts.uploadProgress}
        className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-blue-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-blue-600"
        max={100}
        value={percent}
      />
      <p className="text-sm text-slate-600">{label}</p>
    </div>
  );
}

function FilePicker({ onPick, isBusy }: { onPick: (file: File) => void; isBusy: boolean }) {
  const inputId = useId();
  const [isDragging, setIsDragging] = useState(false);

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !isBusy) onPick(file);
  }

  return (
    // The drop area only adds dropping; the labelled input beside it does everything else.
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer-only extra here
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setIsDragging(true);
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={handleDrop}
      className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center ${isDragging ? "border-blue-500 bg-blue-50" : "border-slate-300"}`}
    >
      <FileSpreadsheet aria-hidden="true" className="size-8 text-slate-400" />
      <input
        id={inputId}
        type="file"
        accept={ACCEPT}
        disabled={isBusy}
        className="peer sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onPick(file);
        }}
      />
      <label
        htmlFor={inputId}
        className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md bg-blue-600 px-4 text-sm font-medium text-white shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600 peer-disabled:cursor-not-allowed peer-disabled:bg-blue-300 hover:bg-blue-700"
      >
        <Upload aria-hidden="true" className="size-4" />
        {transferTexts.chooseFile}
        <span className="sr-only">{` (${transferTexts.fileLabel})`}</span>
      </label>
      <p className="text-sm text-slate-500">{transferTexts.dropHint}</p>
    </div>
  );
}

function MappingFields({
  columns,
  mapping,
  onChange,
  isBusy,
}: {
  columns: readonly string[];
  mapping: Mapping;
  onChange: (mapping: Mapping) => void;
  isBusy: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-slate-900">
        {transferTexts.mappingLegend}
      </legend>
      <p className="text-sm text-slate-600">{transferTexts.mappingHint}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {PARTICIPANT_IMPORT_FIELDS.map((field) => (
          <SelectField
            key={field}
            label={PARTICIPANT_IMPORT_FIELD_LABELS[field]}
            isRequired={REQUIRED_FIELDS.includes(field)}
            value={mapping[field] ?? ""}
            disabled={isBusy}
            onChange={(event) => {
              const next = { ...mapping };
              if (event.target.value === "") delete next[field];
              else next[field] = event.target.value;
              onChange(next);
            }}
          >
            <option value="">{transferTexts.notInFile}</option>
            {columns.map((column) => (
              <option key={column} value={column}>
                {column}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
    </fieldset>
  );
}

function PreviewTable({ report }: { report: ParticipantImportDryRunResponse }) {
  const problems = problemsByRow(report);
  const fields = PARTICIPANT_IMPORT_FIELDS.filter((field) => report.mapping[field]);
  const shownRows = new Set(report.preview.map(({ row }) => row));
  const hiddenProblemRows = [...problems.keys()].filter((row) => row > 1 && !shownRows.has(row));
  return (
    <div className="flex flex-col gap-2">
      {/* Fixed columns, so long values are cut and problems wrap within the dialog's width;
          on a narrow screen the table keeps a readable width and scrolls sideways instead. */}
      <Table label={transferTexts.previewCaption} className="min-w-[56rem] table-fixed">
        <caption className="sr-only">{transferTexts.previewCaption}</caption>
        <TableHeader>
          <TableRow>
            <TableHead className="w-14">{transferTexts.rowColumn}</TableHead>
            {fields.map((field) => (
              <TableHead key={field} className={PREVIEW_COLUMN_WIDTHS[field]}>
                {PARTICIPANT_IMPORT_FIELD_LABELS[field]}
              </TableHead>
            ))}
            <TableHead className="w-[22%]">{transferTexts.problemsColumn}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {report.preview.map(({ row, values }) => {
            const rowProblems = problems.get(row) ?? [];
            return (
              <TableRow key={row} className={rowProblems.length > 0 ? "bg-red-50" : ""}>
                <TableHead scope="row" className="border-0 normal-case">
                  {row}
                </TableHead>
                {fields.map((field) => (
                  <TableCell key={field} className="truncate" title={values[field]}>
                    {values[field] ?? ""}
                  </TableCell>
                ))}
                <TableCell className="[overflow-wrap:anywhere]">
                  {rowProblems.length === 0 ? (
                    <span className="text-green-700">{transferTexts.noProblem}</span>
                  ) : (
                    <ul className="list-none text-red-700">
                      {rowProblems.map((problem) => (
                        <li key={problem}>{problem}</li>
                      ))}
                    </ul>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {hiddenProblemRows.length > 0 ? (
        <p className="text-sm text-slate-600">
          {transferTexts.hiddenProblems(hiddenProblemRows.length)}
        </p>
      ) : null}
    </div>
  );
}

type Checked = { file: File; report: ParticipantImportDryRunResponse; mapping: Mapping };

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
  const check = useCheckParticipantsFile();
  const save = useImportParticipantsFile();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
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

  async function checkFile(file: File, chosenMapping?: Mapping) {
    if (file.size > MAX_IMPORT_BYTES) {
      setError(transferTexts.tooLarge);
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
      const used = toMapping(report.mapping);
      setChecked({ file, report, mapping: used });
      setMapping(used);
    } catch (caught) {
      if (!isAbort(caught)) setError(describeError(caught));
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
      if (!isAbort(caught)) setError(describeError(caught));
    } finally {
      setProgress(null);
    }
  }

  const progressLabel =
    progress === null
      ? ""
      : progress < 100
        ? transferTexts.uploading(progress)
        : save.isPending
          ? transferTexts.importing
          : transferTexts.checking;

  const report = checked?.report;
  const isMappingChanged = checked !== null && !isSameMapping(mapping, checked.mapping);
  const headerProblems = report?.errors.filter((problem) => problem.row === 1) ?? [];
  const faultyRows = report
    ? new Set([...report.errors, ...report.duplicates].map(({ row }) => row)).size
    : 0;
  const canImport =
    report !== undefined && faultyRows === 0 && report.valid > 0 && !isMappingChanged && !isBusy;

  return (
    <div className="flex flex-col gap-4">
      {checked === null ? (
        <FilePicker onPick={(file) => void checkFile(file)} isBusy={isBusy} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
            <FileSpreadsheet aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            <span className="truncate">{checked.file.name}</span>
          </p>
          <Button
            variant="link"
            disabled={isBusy}
            onClick={() => {
              setChecked(null);
              setError(null);
            }}
          >
            {transferTexts.chooseAnother}
          </Button>
        </div>
      )}

      <a
        href={IMPORT_TEMPLATE_PATH}
        download
        className="self-start text-sm text-blue-600 underline-offset-4 hover:text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        {transferTexts.downloadTemplate}
      </a>

      {progress !== null ? <UploadProgress percent={progress} label={progressLabel} /> : null}
      {error ? <FormAlert>{error}</FormAlert> : null}

      {checked && report ? (
        <>
          <MappingFields
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
              {transferTexts.checkMapping}
            </Button>
          ) : (
            <>
              {headerProblems.length > 0 ? (
                <FormAlert>
                  {headerProblems.map((problem) => (
                    <p key={problem.field}>{problem.message}</p>
                  ))}
                </FormAlert>
              ) : null}
              <p className="text-sm font-medium text-slate-900" aria-live="polite">
                {transferTexts.summary(report.rows, report.valid)}
              </p>
              {faultyRows > 0 && headerProblems.length === 0 ? (
                <FormAlert>{transferTexts.problemsSummary(faultyRows)}</FormAlert>
              ) : null}
              {report.preview.length > 0 && headerProblems.length === 0 ? (
                <PreviewTable report={report} />
              ) : null}
            </>
          )}
        </>
      ) : null}

      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          {transferTexts.cancel}
        </Button>
        {checked && report ? (
          <Button
            disabled={!canImport}
            aria-busy={save.isPending || undefined}
            onClick={() => void importFile(checked)}
          >
            {save.isPending ? transferTexts.importing : transferTexts.importButton(report.valid)}
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
  const [isSaving, setIsSaving] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Closing while the rows are being stored would hide whether they were.
        if (!next && isSaving) return;
        onOpenChange(next);
      }}
      title={transferTexts.importTitle}
      description={transferTexts.importDescription}
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
