import { FileSpreadsheet } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useTexts } from "@/i18n/use-texts";

/** The name of the file being checked, with the way back to choosing another. */
export function ImportChosenFile({
  fileName,
  isBusy,
  onChooseAnother,
}: {
  fileName: string;
  isBusy: boolean;
  onChooseAnother: () => void;
}) {
  const { t } = useTexts();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
        <FileSpreadsheet aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        <span className="truncate">{fileName}</span>
      </p>
      <Button variant="link" disabled={isBusy} onClick={onChooseAnother}>
        {t("participants.import.chooseAnother")}
      </Button>
    </div>
  );
}
