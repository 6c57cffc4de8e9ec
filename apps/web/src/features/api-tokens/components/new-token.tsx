import { useId } from "react";
import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { ShownOnceWarning } from "@/components/ui/shown-once-warning";
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
      <ShownOnceWarning id={warningId}>{t("api-tokens.new.warning")}</ShownOnceWarning>
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
