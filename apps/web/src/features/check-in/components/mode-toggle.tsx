import { QrCode, Search } from "lucide-react";
import { useTexts } from "@/i18n/use-texts";

export type CheckInMode = "search" | "scan";

/** Search by name or scan tickets: two big buttons, the chosen one pressed. */
export function ModeToggle({
  mode,
  onChange,
}: {
  mode: CheckInMode;
  onChange: (mode: CheckInMode) => void;
}) {
  const { t } = useTexts();
  const options = [
    { value: "search", label: t("check-in.mode.search"), Icon: Search },
    { value: "scan", label: t("check-in.mode.scan"), Icon: QrCode },
  ] as const;
  return (
    <fieldset className="grid grid-cols-2 gap-1 rounded-lg bg-slate-200 p-1">
      <legend className="sr-only">{t("check-in.mode.label")}</legend>
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={mode === value}
          onClick={() => onChange(value)}
          className={`inline-flex h-12 items-center justify-center gap-2 rounded-md text-base font-semibold focus-visible:outline-2 focus-visible:outline-blue-600 ${
            mode === value
              ? "bg-white text-slate-900 shadow-sm"
              : "text-slate-700 hover:bg-slate-100"
          }`}
        >
          <Icon aria-hidden="true" className="size-5" />
          {label}
        </button>
      ))}
    </fieldset>
  );
}
