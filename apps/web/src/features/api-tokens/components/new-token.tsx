import { TriangleAlert } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { useTexts } from "@/i18n/use-texts";

export type NewTokenProps = {
  token: string;
  onDone: () => void;
};

/** The token just made, shown this once with a way to copy it; nothing keeps it once closed. */
export function NewToken({ token, onDone }: NewTokenProps) {
  const { t } = useTexts();
  const warningId = useId();
  return (
    <div className="flex flex-col gap-4">
      <p
        id={warningId}
        className="flex items-start gap-2 rounded-md border border-yellow-300 bg-yellow-50 px-3 py-2 text-sm text-yellow-900"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t("api-tokens.new.warning")}
      </p>
      <CopyField
        label={t("api-tokens.new.tokenLabel")}
        value={token}
        texts={{
          copy: t("api-tokens.new.copy"),
          copied: t("api-tokens.new.copied"),
          copyFailed: t("api-tokens.new.copyFailed"),
        }}
        aria-describedby={warningId}
      />
      <p className="text-xs text-slate-500">{t("api-tokens.usage")}</p>
      <div className="flex justify-end border-t border-slate-200 pt-4">
        <Button onClick={onDone}>{t("api-tokens.new.done")}</Button>
      </div>
    </div>
  );
}
