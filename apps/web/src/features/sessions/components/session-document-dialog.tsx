import type { Session, SessionDocument } from "@events/contract";
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { useErrorToast } from "@/hooks/use-error-toast";
import { useTexts } from "@/i18n/use-texts";
import { showSuccessToast, TOAST_CLOSE_MS } from "@/lib/toast";
import { useDeleteSessionDocument } from "../api/delete-session-document";
import { useSessionDocument } from "../api/get-session-document";
import { useUploadSessionDocument } from "../api/upload-session-document";
import { sessionsTexts } from "../messages";
import { showSessionErrorToast } from "../utils/describe-session-error";
import { SessionDocumentPanel } from "./session-document-panel";

export type SessionDocumentDialogProps = {
  /** The session whose document is managed; null keeps the dialog closed. */
  session: Session | null;
  onClose: () => void;
};

/** 'Document for {session}': the session's one document, fetched, uploaded and deleted. */
export function SessionDocumentDialog({ session, onClose }: SessionDocumentDialogProps) {
  useTexts();
  const documentQuery = useSessionDocument(session?.id);
  const uploadDocument = useUploadSessionDocument();
  const deleteDocument = useDeleteSessionDocument();
  const [uploadProgress, setUploadProgress] = useState<number>();

  useErrorToast(documentQuery.isError && sessionsTexts.documentFetchFailed, {
    autoCloseMs: TOAST_CLOSE_MS.sessions,
    toastId: "fetch-session-document",
  });

  async function upload(file: File): Promise<boolean> {
    if (!session) return false;
    try {
      await uploadDocument.mutateAsync({
        sessionId: session.id,
        eventId: session.event_id,
        file,
        onProgress: setUploadProgress,
      });
      showSuccessToast(sessionsTexts.documentUploaded, { autoCloseMs: TOAST_CLOSE_MS.sessions });
      return true;
    } catch (error) {
      showSessionErrorToast(error, {
        fallback: sessionsTexts.documentUploadFailed,
        networkFallback: sessionsTexts.documentUploadNetworkError,
      });
      return false;
    } finally {
      setUploadProgress(undefined);
    }
  }

  async function remove(document: SessionDocument) {
    if (!session) return;
    try {
      await deleteDocument.mutateAsync({
        documentId: document.id,
        sessionId: session.id,
        eventId: session.event_id,
      });
      showSuccessToast(sessionsTexts.documentDeleted, { autoCloseMs: TOAST_CLOSE_MS.sessions });
    } catch (error) {
      showSessionErrorToast(error, {
        fallback: sessionsTexts.documentDeleteFailed,
        networkFallback: sessionsTexts.documentDeleteNetworkError,
      });
    }
  }

  const isBusy = uploadDocument.isPending || deleteDocument.isPending;

  return (
    <Dialog
      open={session !== null}
      onOpenChange={(open) => {
        if (!open && !isBusy) onClose();
      }}
      title={sessionsTexts.documentDialogTitle(session?.name ?? "")}
    >
      {session ? (
        <SessionDocumentPanel
          key={session.id}
          // A failed fetch is said in a toast; the admin can still upload.
          document={documentQuery.data ?? null}
          isLoading={documentQuery.isPending && !documentQuery.isError}
          isUploading={uploadDocument.isPending}
          uploadProgress={uploadProgress}
          isDeleting={deleteDocument.isPending}
          onUpload={upload}
          onDelete={remove}
        />
      ) : null}
    </Dialog>
  );
}
