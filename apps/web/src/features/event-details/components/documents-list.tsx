import type { EventDocument } from "@events/contract";
import { FileText } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { ItemActions } from "@/components/ui/item-actions";
import { useTexts } from "@/i18n/use-texts";
import { formatEventDate } from "@/lib/format-date";
import { formatFileSize } from "@/lib/format-file-size";
import { DocumentIcon } from "./document-icon";

export type DocumentsListProps = {
  documents: readonly EventDocument[];
  /** The document whose file is being fetched for a download, if any. */
  downloadingId?: string | undefined;
  onView: (document: EventDocument) => void;
  onDownload: (document: EventDocument) => void;
  onDelete: (document: EventDocument) => void;
};

/** The documents with their icon, name, size and upload date, or the empty state. */
export function DocumentsList({
  documents,
  downloadingId,
  onView,
  onDownload,
  onDelete,
}: DocumentsListProps) {
  const { t } = useTexts();
  if (documents.length === 0) {
    return (
      <EmptyState
        icon={FileText}
        title={t("event-details.documents.emptyTitle")}
        text={t("event-details.documents.emptyText")}
      />
    );
  }

  return (
    <ul
      aria-label={t("event-details.documents.listLabel")}
      className="divide-y divide-slate-200 rounded-lg border border-slate-200"
    >
      {documents.map((document) => {
        const name = document.original_filename;
        return (
          <li
            key={document.id}
            className="flex flex-wrap items-center gap-3 px-3 py-3 sm:flex-nowrap sm:px-4"
          >
            <DocumentIcon fileName={name} />
            <div className="min-w-0 flex-1 basis-40">
              <p className="font-medium break-all text-slate-900">{name}</p>
              <p className="text-xs text-slate-500">
                <span>{formatFileSize(document.file_size)}</span>
                <span aria-hidden="true"> · </span>
                <span>
                  {formatEventDate(document.upload_date, t("event-details.documents.dateUnknown"))}
                </span>
              </p>
            </div>
            <ItemActions
              itemName={name}
              actions={{
                view: () => onView(document),
                download: () => onDownload(document),
                delete: () => onDelete(document),
              }}
              busyAction={downloadingId === document.id ? "download" : undefined}
              className="ms-auto flex items-center gap-1"
            />
          </li>
        );
      })}
    </ul>
  );
}
