import type { EventDocument } from "@events/contract";
import { Upload } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { getQueryRetry, LoadError } from "@/components/ui/load-error";
import { LoadingState } from "@/components/ui/loading-state";
import { TitledCard } from "@/components/ui/titled-card";
import { useTexts } from "@/i18n/use-texts";
import { ApiError, describeError, serverErrorText } from "@/lib/api-error";
import { downloadBlob } from "@/lib/download-blob";
import { showErrorToast, showSuccessToast, TOAST_CLOSE_MS } from "@/lib/toast";
import { useDeleteEventDocument } from "../api/delete-event-document";
import { useEventDocuments } from "../api/get-event-documents";
import { useUploadEventDocument } from "../api/upload-event-document";
import { getEventDocumentFile, useEventDocumentFile } from "../api/view-event-document";
import { DocumentViewerDialog } from "./document-viewer-dialog";
import { DocumentsList } from "./documents-list";
import { UploadDocumentDialog } from "./upload-document-dialog";

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** Fetches the file for the open viewer; a failure closes the viewer with a toast. */
function DocumentViewer({ document, onClose }: { document: EventDocument; onClose: () => void }) {
  const { t } = useTexts();
  const fileQuery = useEventDocumentFile(document.id);
  const isError = fileQuery.isError;
  useEffect(() => {
    if (!isError) return;
    showErrorToast(t("event-details.documents.loadFailed"), {
      autoCloseMs: TOAST_CLOSE_MS.admin,
      toastId: `load-document-${document.id}`,
    });
    onClose();
  }, [isError, document.id, onClose, t]);

  return (
    <DocumentViewerDialog
      document={document}
      blob={fileQuery.data}
      onDownload={(blob) => downloadBlob(blob, document.original_filename)}
      onClose={onClose}
    />
  );
}

export type EventDocumentsProps = { eventId: string };

/** The event documents card of the event details: list, upload, view, download and delete. */
export function EventDocuments({ eventId }: EventDocumentsProps) {
  const { t } = useTexts();
  const documentsQuery = useEventDocuments(eventId);
  const uploadDocument = useUploadEventDocument();
  const deleteDocument = useDeleteEventDocument();

  const [isUploadOpen, setIsUploadOpen] = useState(false);
  const [uploadProgress, setUploadProgress] = useState(0);
  const [uploadError, setUploadError] = useState<string>();
  const uploadAbort = useRef<AbortController | null>(null);
  const [documentToView, setDocumentToView] = useState<EventDocument | null>(null);
  const [documentToDelete, setDocumentToDelete] = useState<EventDocument | null>(null);
  const [downloadingId, setDownloadingId] = useState<string>();

  // Leaving the page mid-upload cancels it.
  useEffect(() => () => uploadAbort.current?.abort(), []);

  function openUpload() {
    setUploadError(undefined);
    setUploadProgress(0);
    setIsUploadOpen(true);
  }

  function closeUpload() {
    uploadAbort.current?.abort();
    uploadAbort.current = null;
    setIsUploadOpen(false);
  }

  /** 'Failed to upload document', with the server's own words after ': ' when it sent some. */
  function describeUploadFailure(error: unknown): string {
    const serverMessage = error instanceof ApiError ? serverErrorText(error) : undefined;
    return serverMessage
      ? t("event-details.documents.uploadFailedBecause", { serverMessage })
      : t("event-details.documents.uploadFailed");
  }

  async function upload(file: File) {
    const controller = new AbortController();
    uploadAbort.current = controller;
    setUploadError(undefined);
    setUploadProgress(0);
    try {
      await uploadDocument.mutateAsync({
        eventId,
        file,
        signal: controller.signal,
        onProgress: setUploadProgress,
      });
      showSuccessToast(t("event-details.documents.uploaded"), {
        autoCloseMs: TOAST_CLOSE_MS.admin,
      });
      setIsUploadOpen(false);
    } catch (error) {
      if (isAbortError(error)) return;
      // The dialog stays open with the chosen file, and says what the server refused.
      showErrorToast(describeUploadFailure(error), { autoCloseMs: TOAST_CLOSE_MS.admin });
      setUploadError(describeError(error, t("event-details.documents.uploadFailed")));
    } finally {
      if (uploadAbort.current === controller) uploadAbort.current = null;
    }
  }

  async function deleteChosenDocument() {
    if (!documentToDelete) return;
    try {
      await deleteDocument.mutateAsync({ documentId: documentToDelete.id, eventId });
      showSuccessToast(t("event-details.documents.deleted"), { autoCloseMs: TOAST_CLOSE_MS.admin });
    } catch {
      showErrorToast(t("event-details.documents.deleteFailed"), {
        autoCloseMs: TOAST_CLOSE_MS.admin,
      });
    } finally {
      setDocumentToDelete(null);
    }
  }

  async function download(document: EventDocument) {
    setDownloadingId(document.id);
    try {
      const blob = await getEventDocumentFile(document.id);
      downloadBlob(blob, document.original_filename);
    } catch {
      showErrorToast(t("event-details.documents.loadFailed"), {
        autoCloseMs: TOAST_CLOSE_MS.admin,
        toastId: `download-document-${document.id}`,
      });
    } finally {
      setDownloadingId(undefined);
    }
  }

  const closeViewer = useCallback(() => setDocumentToView(null), []);

  return (
    <TitledCard
      title={t("event-details.documents.title")}
      actions={
        <Button onClick={openUpload}>
          <Upload aria-hidden="true" className="size-4" />
          {t("event-details.documents.upload")}
        </Button>
      }
    >
      {documentsQuery.isPending ? (
        <LoadingState label={t("event-details.documents.loading")} />
      ) : documentsQuery.isError ? (
        <LoadError {...getQueryRetry(documentsQuery)}>
          <p>
            {t("event-details.documents.fetchFailed", { reason: documentsQuery.error.message })}
          </p>
        </LoadError>
      ) : (
        <DocumentsList
          documents={documentsQuery.data}
          downloadingId={downloadingId}
          onView={setDocumentToView}
          onDownload={(document) => void download(document)}
          onDelete={setDocumentToDelete}
        />
      )}

      <UploadDocumentDialog
        open={isUploadOpen}
        isUploading={uploadDocument.isPending}
        progress={uploadProgress}
        serverError={uploadError}
        onUpload={(file) => void upload(file)}
        onClose={closeUpload}
        onFileChosen={() => setUploadError(undefined)}
      />

      {documentToView ? <DocumentViewer document={documentToView} onClose={closeViewer} /> : null}

      <ConfirmDialog
        open={documentToDelete !== null}
        question={t("event-details.documents.deleteQuestion")}
        isBusy={deleteDocument.isPending}
        onConfirm={() => void deleteChosenDocument()}
        onCancel={() => setDocumentToDelete(null)}
      />
    </TitledCard>
  );
}
