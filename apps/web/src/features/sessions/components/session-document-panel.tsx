import type { SessionDocument } from "@events/contract";
import { Download, ExternalLink, FileText, RefreshCw, Trash2, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DropZone } from "@/components/ui/drop-zone";
import { LoadingState } from "@/components/ui/loading-state";
import { NewTabLink } from "@/components/ui/new-tab-link";
import { useTexts } from "@/i18n/use-texts";
import { formatEventDate } from "@/lib/format-date";
import { formatFileSize } from "@/lib/format-file-size";
import { getSessionDocumentViewUrl } from "../api/get-session-document";
import { sessionsTexts } from "../messages";
import { getSessionDocumentError, SESSION_DOCUMENT_ACCEPT } from "../utils/document-rules";

export type SessionDocumentPanelProps = {
  /** The session's document, or null when it has none. */
  document: SessionDocument | null;
  isLoading?: boolean;
  isUploading?: boolean;
  /** Whole percentages while an upload runs. */
  uploadProgress?: number | undefined;
  isDeleting?: boolean;
  /** Resolves true when the file was stored (the choice is then cleared). */
  onUpload: (file: File) => Promise<boolean> | boolean;
  /** Called once the admin has confirmed. */
  onDelete: (document: SessionDocument) => Promise<void> | void;
};

const linkClasses =
  "inline-flex h-9 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600";

/**
 * A session's one document: none (choose or drop a file, upload), shown (view, download,
 * delete, replace), and back to none when it is deleted (spec doc 2 §4).
 */
export function SessionDocumentPanel({
  document,
  isLoading = false,
  isUploading = false,
  uploadProgress,
  isDeleting = false,
  onUpload,
  onDelete,
}: SessionDocumentPanelProps) {
  const { t } = useTexts();
  const inputId = useId();
  const errorId = useId();
  const chooserTextId = useId();
  const supportedId = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [chosenFile, setChosenFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [isReplacing, setIsReplacing] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);

  function clearChoice() {
    if (inputRef.current) inputRef.current.value = "";
    setChosenFile(null);
    setFileError(undefined);
  }

  function chooseFile(file: File | null | undefined) {
    if (!file) {
      clearChoice();
      return;
    }
    const error = getSessionDocumentError(file);
    setFileError(error);
    setChosenFile(error ? null : file);
    if (error && inputRef.current) inputRef.current.value = "";
  }

  async function uploadChosenFile() {
    if (!chosenFile) return;
    const isStored = await onUpload(chosenFile);
    if (isStored) {
      clearChoice();
      setIsReplacing(false);
    }
  }

  async function confirmDelete() {
    if (!document) return;
    await onDelete(document);
    setIsConfirmingDelete(false);
  }

  if (isLoading) return <LoadingState label={sessionsTexts.documentLoading} />;

  const isChooserShown = !document || isReplacing;
  // Replace and Delete share their size, and neither may start while a file is moving.
  const documentButtonProps = {
    size: "sm",
    className: "h-9",
    disabled: isUploading || isDeleting,
  } as const;

  return (
    <div className="flex flex-col gap-4">
      {document ? (
        <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
          <div className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-blue-50 text-blue-600">
              <FileText aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="font-medium break-all text-slate-900">{document.original_filename}</p>
              <p className="text-sm text-slate-600">{formatFileSize(document.file_size)}</p>
              <p className="text-sm text-slate-600">
                {t("sessions.document.uploaded", {
                  date: formatEventDate(document.uploaded_date, ""),
                })}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <NewTabLink href={getSessionDocumentViewUrl(document.id)} className={linkClasses}>
              <ExternalLink aria-hidden="true" className="size-4" />
              {sessionsTexts.view}
            </NewTabLink>
            <a
              href={getSessionDocumentViewUrl(document.id, true)}
              download={document.original_filename}
              className={linkClasses}
            >
              <Download aria-hidden="true" className="size-4" />
              {sessionsTexts.download}
            </a>
            <Button
              variant="secondary"
              {...documentButtonProps}
              aria-expanded={isReplacing}
              onClick={() => {
                clearChoice();
                setIsReplacing((replacing) => !replacing);
              }}
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              {sessionsTexts.replace}
            </Button>
            <Button
              variant="danger"
              {...documentButtonProps}
              onClick={() => setIsConfirmingDelete(true)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {sessionsTexts.delete}
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm font-medium text-slate-700">{sessionsTexts.noDocument}</p>
      )}

      {isChooserShown ? (
        <div className="flex flex-col gap-3">
          <DropZone
            as="label"
            htmlFor={inputId}
            isDisabled={isUploading}
            onDropFile={chooseFile}
            className="gap-2 px-4 py-6 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blue-600"
          >
            <Upload aria-hidden="true" className="size-6 text-slate-400" />
            <span id={chooserTextId} className="text-sm font-medium text-slate-700">
              {sessionsTexts.chooseDocument}
            </span>
            <span id={supportedId} className="text-xs text-slate-500">
              {sessionsTexts.supportedDocuments}
            </span>
            {chosenFile ? (
              <span className="text-sm break-all text-slate-900">
                {chosenFile.name} ({formatFileSize(chosenFile.size)})
              </span>
            ) : null}
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={SESSION_DOCUMENT_ACCEPT}
              disabled={isUploading}
              aria-labelledby={chooserTextId}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${supportedId} ${errorId}` : supportedId}
              className="sr-only"
              onChange={(event) => chooseFile(event.target.files?.[0])}
            />
          </DropZone>
          {fileError ? (
            <p id={errorId} role="alert" className="text-sm text-red-600">
              {fileError}
            </p>
          ) : null}
          {isUploading && uploadProgress !== undefined ? (
            <progress
              value={uploadProgress}
              max={100}
              aria-label={t("sessions.document.uploadProgress")}
              className="h-2 w-full"
            />
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            {isReplacing ? (
              <Button
                variant="secondary"
                disabled={isUploading}
                onClick={() => {
                  clearChoice();
                  setIsReplacing(false);
                }}
              >
                {t("common.action.cancel")}
              </Button>
            ) : null}
            <Button
              disabled={!chosenFile || isUploading}
              aria-busy={isUploading || undefined}
              onClick={() => void uploadChosenFile()}
            >
              <Upload aria-hidden="true" className="size-4" />
              {isUploading ? sessionsTexts.uploading : sessionsTexts.uploadDocument}
            </Button>
          </div>
        </div>
      ) : null}

      <ConfirmDialog
        open={isConfirmingDelete}
        question={sessionsTexts.documentDeleteQuestion}
        isBusy={isDeleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setIsConfirmingDelete(false)}
      />
    </div>
  );
}
