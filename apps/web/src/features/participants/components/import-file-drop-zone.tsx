import { CSV_MIME_TYPE, XLSX_MIME_TYPE } from "@events/contract";
import { FileSpreadsheet, Upload } from "lucide-react";
import { useId } from "react";
import { DropZone } from "@/components/ui/drop-zone";
import { useTexts } from "@/i18n/use-texts";

const ACCEPT = [".csv", ".xlsx", CSV_MIME_TYPE, XLSX_MIME_TYPE].join(",");

/** Where the spreadsheet is chosen or dropped, before anything was checked. */
export function ImportFileDropZone({
  onPick,
  isBusy,
}: {
  onPick: (file: File) => void;
  isBusy: boolean;
}) {
  const { t } = useTexts();
  const inputId = useId();
  return (
    // The drop area only adds dropping; the labelled input inside does everything else.
    <DropZone
      isDisabled={isBusy}
      onDropFile={onPick}
      className="gap-2 px-4 py-8"
      idleClassName="border-slate-300"
    >
      <FileSpreadsheet aria-hidden="true" className="size-8 text-slate-400" />
      <input
        id={inputId}
        type="file"
        accept={ACCEPT}
        disabled={isBusy}
        className="peer sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onPick(file);
        }}
      />
      <label
        htmlFor={inputId}
        className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md bg-blue-600 px-4 text-sm font-medium text-white shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600 peer-disabled:cursor-not-allowed peer-disabled:bg-blue-300 hover:bg-blue-700"
      >
        <Upload aria-hidden="true" className="size-4" />
        {t("participants.import.chooseFile")}
        <span className="sr-only">{` (${t("participants.import.fileLabel")})`}</span>
      </label>
      <p className="text-sm text-slate-500">{t("participants.import.dropHint")}</p>
    </DropZone>
  );
}
