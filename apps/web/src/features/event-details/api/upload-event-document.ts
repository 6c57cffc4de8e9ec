import type { EventDocument } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { queryKeys } from "@/lib/query-keys";
import { uploadWithProgress } from "@/lib/upload-with-progress";

export type UploadEventDocumentVariables = {
  eventId: string;
  file: File;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/** The server reads event_id before the file, so it is appended first. */
export function buildUploadEventDocumentBody(eventId: string, file: File): FormData {
  const formData = new FormData();
  formData.append("event_id", eventId);
  formData.append("file", file, file.name);
  return formData;
}

export function uploadEventDocument({
  eventId,
  file,
  onProgress,
  signal,
}: UploadEventDocumentVariables): Promise<EventDocument> {
  return uploadWithProgress<EventDocument>("/api/users/upload-event-document", {
    body: buildUploadEventDocumentBody(eventId, file),
    onProgress,
    signal,
  });
}

export function useUploadEventDocument() {
  return useInvalidatingMutation(uploadEventDocument, ({ eventId }) => [
    queryKeys.eventDocuments.list(eventId),
  ]);
}
