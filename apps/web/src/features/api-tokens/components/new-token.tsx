import { TriangleAlert } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { apiTokensTexts } from "../messages";

const copyTexts = {
  copy: apiTokensTexts.copy,
  copied: apiTokensTexts.copied,
  copyFailed: apiTokensTexts.copyFailed,
};

export type NewTokenProps = {
  token: string;
  onDone: () => void;
};

/** The token just made, shown this once with a way to copy it; nothing keeps it once closed. */
export function NewToken({ token, onDone }: NewTokenProps) {
  const warningId = useId();
  return (
    <div className="flex flex-col gap-4">
      <p
        id={warningId}
        className="flex items-start gap-2 rounded-md border border-yellow-300 bg-yellow-50 px-3 py-2 text-sm text-yellow-900"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {apiTokensTexts.created}
      </p>
      <CopyField
        label={apiTokensTexts.tokenLabel}
        value={token}
        texts={copyTexts}
        aria-describedby={warningId}
      />
      <p className="text-xs text-slate-500">{apiTokensTexts.usage}</p>
      <div className="flex justify-end border-t border-slate-200 pt-4">
        <Button onClick={onDone}>{apiTokensTexts.done}</Button>
      </div>
    </div>
  );
}
