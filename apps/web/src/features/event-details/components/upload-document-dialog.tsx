import { EVENT_DOCUMENT_FILE_RULE, MEGABYTE } from "@events/contract";
import { CloudUpload, X } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { DropZone } from "@/components/ui/drop-zone";
import { FormAlert } from "@/components/ui/form-alert";
import { useTexts } from "@/i18n/use-texts";
import { formatFileSize } from "@/lib/format-file-size";
import { hasSupportedExtension } from "../utils/document-kind";
import { DocumentIcon } from "./document-icon";

const ACCEPT = EVENT_DOCUMENT_FILE_RULE.extensions.join(",");

/** Why the server would refuse the file, or undefined when it may be sent. */
export function findDocumentFileProblem(
  file: File,
  maxBytes: number = EVENT_DOCUMENT_FILE_RULE.maxBytes,
): "unsupportedType" | "tooLarge" | undefined {
  if (!hasSupportedExtension(file.name)) return "unsupportedType";
  if (file.size > maxBytes) return "tooLarge";
  return undefined;
}

export type UploadDocumentDialogProps = {
  open: boolean;
  isUploading: boolean;
  /** 0 to 100 while uploading. */
  progress: number;
  /** What the server said about the last failed upload; shown until another file is chosen. */
  serverError?: string | undefined;
  maxBytes?: number;
  onUpload: (file: File) => void;
  /** Cancel, Escape or the close button; while uploading the owner aborts the upload. */
  onClose: () => void;
  onFileChosen?: () => void;
};

export function UploadDocumentDialog({ open, onClose, ...formProps }: UploadDocumentDialogProps) {
  const { t } = useTexts();
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t("event-details.documents.upload")}
    >
      {/* The form lives inside the dialog, so each opening starts without a file. */}
      <UploadDocumentForm onClose={onClose} {...formProps} />
    </Dialog>
  );
}

function UploadDocumentForm({
  isUploading,
  progress,
  serverError,
  maxBytes = EVENT_DOCUMENT_FILE_RULE.maxBytes,
  onUpload,
  onClose,
  onFileChosen,
}: Omit<UploadDocumentDialogProps, "open">) {
  const { t } = useTexts();
  const inputId = useId();
  const supportedId = `${inputId}-supported`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();

  function chooseFile(chosen: File | undefined) {
    if (!chosen || isUploading) return;
    onFileChosen?.();
    const problem = findDocumentFileProblem(chosen, maxBytes);
    const error =
      problem === "unsupportedType"
        ? t("event-details.documents.unsupportedType")
        : problem === "tooLarge"
          ? t("event-details.documents.tooLarge", {
              megabytes: EVENT_DOCUMENT_FILE_RULE.maxBytes / MEGABYTE,
            })
          : undefined;
    setFileError(error);
    setFile(error ? null : chosen);
  }

  function removeFile() {
    // A file input can only be emptied; emptying it lets the same file be chosen again.
    if (inputRef.current) inputRef.current.value = "";
    setFile(null);
    setFileError(undefined);
    onFileChosen?.();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isUploading) return;
    if (!file) {
      setFileError(t("event-details.documents.selectFile"));
      return;
    }
    onUpload(file);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <DropZone
        as="fieldset"
        label={t("event-details.upload.dropZone")}
        isDisabled={isUploading}
        onDropFile={chooseFile}
        className="gap-3 px-4 py-8 transition-colors"
        idleClassName={fileError ? "border-red-300 bg-white" : "border-slate-300 bg-slate-50"}
        draggingClassName="ring-2 ring-blue-200"
      >
        {(isDragging) => (
          <>
            <CloudUpload
              aria-hidden="true"
              className={`size-10 ${isDragging ? "text-blue-600" : "text-slate-400"}`}
            />
            <p className="text-sm font-medium text-slate-700">
              {isDragging
                ? t("event-details.upload.dropHere")
                : t("event-details.upload.dragOrChoose")}
            </p>
            <label htmlFor={inputId} className="sr-only">
              {t("event-details.upload.fileLabel")}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={ACCEPT}
              tabIndex={-1}
              disabled={isUploading}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${supportedId} ${errorId}` : supportedId}
              onChange={(event) => chooseFile(event.target.files?.[0])}
              className="sr-only"
            />
            <Button
              variant="secondary"
              disabled={isUploading}
              aria-describedby={supportedId}
              onClick={() => inputRef.current?.click()}
            >
              {t("event-details.upload.chooseFile")}
            </Button>
            <p id={supportedId} className="text-xs text-slate-500">
              {t("event-details.documents.supported")}
            </p>
          </>
        )}
      </DropZone>

      {file ? (
        <div className="flex items-center gap-3 rounded-md border border-slate-200 px-3 py-2">
          <DocumentIcon fileName={file.name} />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium break-all text-slate-900">{file.name}</p>
            <p className="text-xs text-slate-500">{formatFileSize(file.size)}</p>
          </div>
          <button
            type="button"
            aria-label={t("event-details.upload.removeFile", { name: file.name })}
            title={t("event-details.upload.remove")}
            disabled={isUploading}
            onClick={removeFile}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}

      {fileError ? (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {fileError}
        </p>
      ) : null}

      {serverError && !isUploading ? <FormAlert>{serverError}</FormAlert> : null}

      {isUploading ? (
        <div className="flex flex-col gap-1.5">
          <div className="flex justify-between text-sm text-slate-700">
            <span id={`${inputId}-progress`}>{t("event-details.upload.uploading")}</span>
            <span aria-hidden="true">{progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={`${inputId}-progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-valuetext={`${progress}%`}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-blue-600 transition-[width]"
              style={{ width: `${progress}%` }}
            />
          </div>
        </div>
      ) : null}

      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t("event-details.upload.cancel")}
        </Button>
        <Button type="submit" disabled={isUploading} aria-busy={isUploading || undefined}>
          {isUploading ? t("event-details.upload.uploading") : t("event-details.upload.submit")}
        </Button>
      </div>
    </form>
  );
}
