import type {
  ParticipantImportDryRunResponse,
  ParticipantImportMapping,
  ParticipantImportResponse,
} from "@events/contract";
import { useMutation } from "@tanstack/react-query";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiPath } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { uploadWithProgress } from "@/lib/upload-with-progress";

export const IMPORT_TEMPLATE_PATH = "/api/participants/import-template";

export function getImportParticipantsPath(eventId: string): string {
  return apiPath`/api/participants/import/${eventId}`;
}

export type ImportParticipantsRequest = {
  eventId: string;
  file: File;
  /** Without one the server guesses it from the headers. */
  mapping?: ParticipantImportMapping | undefined;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/** The form as the server reads it: text fields first, then the file. */
function buildImportForm(
  { file, mapping }: ImportParticipantsRequest,
  isDryRun: boolean,
): FormData {
  const form = new FormData();
  if (mapping) form.append("mapping", JSON.stringify(mapping));
  form.append("dry_run", String(isDryRun));
  form.append("file", file);
  return form;
}

/** Sends the file to the event's import, the form saying whether to store it. */
function sendImportForm<TResponse>(
  request: ImportParticipantsRequest,
  isDryRun: boolean,
): Promise<TResponse> {
  return uploadWithProgress<TResponse>(getImportParticipantsPath(request.eventId), {
    body: buildImportForm(request, isDryRun),
    onProgress: request.onProgress,
    signal: request.signal,
  });
}

/** Checks the file and stores nothing: what the file holds, with every problem by row. */
export function checkParticipantsFile(
  request: ImportParticipantsRequest,
): Promise<ParticipantImportDryRunResponse> {
  return sendImportForm(request, true);
}

/** Stores every row of the file, or none. */
export function importParticipantsFile(
  request: ImportParticipantsRequest,
): Promise<ParticipantImportResponse> {
  return sendImportForm(request, false);
}

export function useCheckParticipantsFile() {
  return useMutation({ mutationFn: checkParticipantsFile });
}

export function useImportParticipantsFile() {
  return useInvalidatingMutation(importParticipantsFile, () => [queryKeys.participants.all]);
}
