import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { useTexts } from "@/i18n/use-texts";

/** A ticket's code typed in, for a device without a camera or a QR code that does not read. */
export function TicketCodeForm({
  isChecking,
  onCode,
}: {
  isChecking: boolean;
  onCode: (code: string) => void;
}) {
  const { t } = useTexts();
  const inputId = useId();
  const hintId = useId();
  const [code, setCode] = useState("");

  function submit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    if (code.trim() === "" || isChecking) return;
    onCode(code.trim());
    setCode("");
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-base font-medium text-slate-800">
        {t("check-in.scan.codeLabel")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-describedby={hintId}
          value={code}
          onChange={(changeEvent) => setCode(changeEvent.target.value)}
          className="h-12 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 font-mono text-base text-slate-900 shadow-sm focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600/40"
        />
        <Button type="submit" size="lg" className="h-12" disabled={isChecking}>
          {t("check-in.scan.checkCode")}
        </Button>
      </div>
      <p id={hintId} className="text-sm text-slate-500">
        {t("check-in.scan.codeHint")}
      </p>
    </form>
  );
}
