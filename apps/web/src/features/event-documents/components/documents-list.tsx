import type { EventDocument } from "@events/contract";
import { Download, Eye, FileText, Trash2 } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { formatEventDate } from "@/lib/format-date";
import { formatFileSize } from "@/lib/format-file-size";
import { eventDocumentTexts } from "../messages";
import { DocumentIcon } from "./document-icon";

const actionClasses =
  "inline-flex size-9 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-50";

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
  if (documents.length === 0) {
    return (
      <EmptyState
        icon={FileText}
        title={eventDocumentTexts.emptyTitle}
        text={eventDocumentTexts.emptyText}
      />
    );
  }

  return (
    <ul
      aria-label="Documents"
      className="divide-y divide-slate-200 rounded-lg border border-slate-200"
    >
      {documents.map((document) => {
        const name = document.original_filename;
        const isDownloading = downloadingId === document.id;
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
                <span>{formatEventDate(document.upload_date, "Date unknown")}</span>
              </p>
            </div>
            <div className="ml-auto flex items-center gap-1">
              <button
                type="button"
                aria-label={`View ${name}`}
                title="View"
                onClick={() => onView(document)}
                className={`${actionClasses} text-blue-600 hover:bg-blue-50 hover:text-blue-700`}
              >
                <Eye aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                aria-label={`Download ${name}`}
                title="Download"
                aria-busy={isDownloading || undefined}
                disabled={isDownloading}
                onClick={() => onDownload(document)}
                className={`${actionClasses} text-slate-600 hover:bg-slate-100 hover:text-slate-900`}
              >
                {isDownloading ? (
                  <Spinner className="size-4" />
                ) : (
                  <Download aria-hidden="true" className="size-4" />
                )}
              </button>
              <button
                type="button"
                aria-label={`Delete ${name}`}
                title="Delete"
                onClick={() => onDelete(document)}
                className={`${actionClasses} text-red-600 hover:bg-red-50 hover:text-red-700`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
