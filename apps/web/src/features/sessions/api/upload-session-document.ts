import type { SessionDocument, SessionDocumentResponse } from "@events/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { uploadWithProgress } from "@/lib/upload-with-progress";
import { storeSessionDocument } from "./get-session-document";

export type UploadSessionDocumentInput = {
  sessionId: string;
  eventId: string;
  file: File;
  onProgress?: (percent: number) => void;
};

/** Uploads the session's document; it replaces the one the session had, if any. */
export async function uploadSessionDocument({
  sessionId,
  file,
  onProgress,
}: UploadSessionDocumentInput): Promise<SessionDocument> {
  const body = new FormData();
  body.append("session_id", sessionId);
  body.append("file", file);
  const answer = await uploadWithProgress<SessionDocumentResponse>(
    "/api/sessions/upload-session-document",
    { body, onProgress },
  );
  return answer.response;
}

export function useUploadSessionDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSessionDocument,
    onSuccess: (document, input) => storeSessionDocument(queryClient, input, document),
  });
}
