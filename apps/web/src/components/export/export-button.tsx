import { EXPORT_FORMAT_LABELS, EXPORT_FORMATS, type ExportFormat } from "@events/contract";
import { Download } from "lucide-react";
import { useState } from "react";
import {
  type ExportKind,
  type ParticipantExportFilters,
  useDownloadExport,
} from "@/api/exports/export-spreadsheet";
import { Button } from "@/components/ui/button";
import { t } from "@/i18n/i18n";
import { useTexts } from "@/i18n/use-texts";
import { ApiError, serverErrorText } from "@/lib/api-error";

export type ExportButtonProps = {
  eventId: string;
  kind: ExportKind;
  /** The list's current filters; the participants export takes the same participants. */
  filters?: ParticipantExportFilters;
};

function describeExportError(error: unknown): string {
  const serverText = error instanceof ApiError ? serverErrorText(error) : undefined;
  return serverText ?? t("layout.export.failed");
}

/**
 * 'Export' with the format choice: one button per format, in a labelled group, so each is one
 * click or key press away. The download keeps the name the server gives it.
 */
export function ExportButton({ eventId, kind, filters }: ExportButtonProps) {
  const download = useDownloadExport();
  const [pendingFormat, setPendingFormat] = useState<ExportFormat | null>(null);
  const { t } = useTexts();
  const groupLabel =
    kind === "participants" ? t("layout.export.participants") : t("layout.export.sessions");

  function exportAs(format: ExportFormat) {
    setPendingFormat(format);
    download.mutate(
      { eventId, kind, format, filters },
      { onSettled: () => setPendingFormat(null) },
    );
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <fieldset className="flex items-center gap-2" aria-busy={download.isPending || undefined}>
        <legend className="sr-only">{groupLabel}</legend>
        <span
          aria-hidden="true"
          className="flex items-center gap-1 text-sm font-medium text-slate-700"
        >
          <Download className="size-4" />
          {t("layout.export.label")}
        </span>
        {EXPORT_FORMATS.map((format) => (
          <Button
            key={format}
            variant="secondary"
            size="sm"
            disabled={download.isPending}
            aria-label={t("layout.export.as", {
              group: groupLabel,
              format: EXPORT_FORMAT_LABELS[format],
            })}
            onClick={() => exportAs(format)}
          >
            {pendingFormat === format ? t("layout.export.exporting") : EXPORT_FORMAT_LABELS[format]}
          </Button>
        ))}
      </fieldset>
      {download.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {describeExportError(download.error)}
        </p>
      ) : null}
    </div>
  );
}
