import type { ExportFormat, ParticipantRole, ParticipantStatusFilter } from "@events/contract";
import { useMutation } from "@tanstack/react-query";
import { fetchFile } from "@/lib/api-client";
import { getAttachmentFileName } from "@/lib/attachment-file-name";
import { downloadBlob } from "@/lib/download-blob";

export type ExportKind = "participants" | "sessions";

/** The participants list's filters, which the participants export takes too. */
export type ParticipantExportFilters = {
  q?: string | undefined;
  role?: ParticipantRole | undefined;
  status?: ParticipantStatusFilter | undefined;
  answer_question?: string | undefined;
  answer_value?: string | undefined;
};

export type ExportRequest = {
  eventId: string;
  kind: ExportKind;
  format: ExportFormat;
  filters?: ParticipantExportFilters | undefined;
};

export function getExportPath({ eventId, kind, format, filters }: ExportRequest): string {
  const query = new URLSearchParams({ format });
  if (kind === "participants") {
    if (filters?.q) query.set("q", filters.q);
    if (filters?.role) query.set("role", filters.role);
    if (filters?.status) query.set("status", filters.status);
    if (filters?.answer_question && filters.answer_value?.trim()) {
      query.set("answer_question", filters.answer_question);
      query.set("answer_value", filters.answer_value.trim());
    }
  }
  return `/api/${kind}/export/${encodeURIComponent(eventId)}?${query.toString()}`;
}

/** Fetches the export (the session cookie authorises it) and saves it under the server's name. */
export async function downloadExport(request: ExportRequest): Promise<void> {
  const response = await fetchFile(getExportPath(request));
  const blob = await response.blob();
  downloadBlob(
    blob,
    getAttachmentFileName(
      response.headers.get("content-disposition"),
      `${request.kind}.${request.format}`,
    ),
  );
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}
