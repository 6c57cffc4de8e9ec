import type { EventDocument } from "@events/contract";
import { Download, FileQuestion } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { LoadingState } from "@/components/ui/loading-state";
import { useTexts } from "@/i18n/use-texts";
import { getDocumentPreviewKind } from "../utils/document-kind";

/**
 * An object URL for a blob, released when the blob changes or the viewer closes (spec doc 2 §9).
 * The blob is retyped with the stored type when it came without one, so a PDF frame renders.
 */
export function useBlobObjectUrl(blob: Blob | undefined, fallbackType: string): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob || typeof URL.createObjectURL !== "function") {
      setUrl(undefined);
      return;
    }
    const typedBlob =
      blob.type === "" && fallbackType ? new Blob([blob], { type: fallbackType }) : blob;
    const objectUrl = URL.createObjectURL(typedBlob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob, fallbackType]);
  return url;
}

export type DocumentPreviewProps = {
  name: string;
  /** The type the server decided from the content (the blob's own type, else the stored one). */
  mimeType: string;
  /** The object URL of the fetched file; undefined until it is made. */
  url: string | undefined;
};

/** PDFs in a frame, images inline, anything else a note that it cannot be previewed. */
export function DocumentPreview({ name, mimeType, url }: DocumentPreviewProps) {
  const { t } = useTexts();
  const kind = getDocumentPreviewKind(mimeType, name);
  if (kind === "none") {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 px-4 py-12 text-center text-slate-600">
        <FileQuestion aria-hidden="true" className="size-10 text-slate-400" />
        <p className="text-sm font-medium">{t("event-details.documents.previewUnavailable")}</p>
      </div>
    );
  }
  // The object URL is made just after the blob arrives.
  if (!url) return <LoadingState label={t("event-details.viewer.loading")} />;
  if (kind === "pdf") {
    return (
      <iframe
        title={t("event-details.viewer.previewTitle", { name })}
        src={url}
        className="h-[65dvh] w-full rounded-md border border-slate-200"
      />
    );
  }
  return (
    <img
      src={url}
      alt={name}
      className="mx-auto max-h-[65dvh] max-w-full rounded-md object-contain"
    />
  );
}

export type DocumentViewerDialogProps = {
  document: EventDocument;
  /** The file once fetched; undefined while loading. */
  blob: Blob | undefined;
  onDownload: (blob: Blob) => void;
  onClose: () => void;
};

/** The viewer: its title is the file name; it offers Download and Close. */
export function DocumentViewerDialog({
  document,
  blob,
  onDownload,
  onClose,
}: DocumentViewerDialogProps) {
  const { t } = useTexts();
  const name = document.original_filename;
  const url = useBlobObjectUrl(blob, document.file_type);
  const mimeType = blob?.type || document.file_type;

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={name}
      size="lg"
    >
      <div className="flex flex-col gap-4">
        {blob ? (
          <DocumentPreview name={name} mimeType={mimeType} url={url} />
        ) : (
          <LoadingState label={t("event-details.viewer.loading")} />
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t("event-details.viewer.close")}
          </Button>
          <Button disabled={!blob} onClick={() => blob && onDownload(blob)}>
            <Download aria-hidden="true" className="size-4" />
            {t("event-details.viewer.download")}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
