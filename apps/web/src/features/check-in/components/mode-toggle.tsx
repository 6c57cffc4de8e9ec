import { QrCode, Search } from "lucide-react";
import { checkInTexts } from "../messages";

export type CheckInMode = "search" | "scan";

/** Search by name or scan tickets: two big buttons, the chosen one pressed. */
export function ModeToggle({
  mode,
  onChange,
}: {
  mode: CheckInMode;
  onChange: (mode: CheckInMode) => void;
}) {
  const options = [
    { value: "search", label: checkInTexts.searchMode, Icon: Search },
    { value: "scan", label: checkInTexts.scanMode, Icon: QrCode },
  ] as const;
  return (
    <fieldset className="grid grid-cols-2 gap-1 rounded-lg bg-slate-200 p-1">
      <legend className="sr-only">{checkInTexts.modeLabel}</legend>
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
