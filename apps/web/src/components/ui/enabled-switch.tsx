import { Spinner } from "@/components/ui/spinner";

export type EnabledSwitchProps = {
  isEnabled: boolean;
  /** The visible words, 'Enabled'; the name adds what it turns on, for screen readers. */
  label: string;
  name: string;
  isBusy: boolean;
  /** Off limits for now; the element that `describedBy` names should say why. */
  isDisabled?: boolean;
  /** The id of the text that explains the switch (and, when disabled, why). */
  describedBy?: string | undefined;
  onToggle: () => void;
};

/** An on/off switch: its knob, colour and aria-checked say the state; a spinner while it saves. */
export function EnabledSwitch({
  isEnabled,
  label,
  name,
  isBusy,
  isDisabled = false,
  describedBy,
  onToggle,
}: EnabledSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isEnabled}
      aria-label={name}
      aria-busy={isBusy || undefined}
      aria-describedby={describedBy}
      disabled={isBusy || isDisabled}
      onClick={onToggle}
      className={`inline-flex h-8 items-center gap-2 rounded-md px-1 text-sm font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed ${
        isDisabled ? "opacity-60" : ""
      }`}
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-5 w-9 shrink-0 items-center rounded-full border transition-colors motion-reduce:transition-none ${
          isEnabled ? "border-blue-600 bg-blue-600" : "border-slate-400 bg-slate-200"
        }`}
      >
        <span
          className={`inline-block size-4 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${
            isEnabled ? "translate-x-4 rtl:-translate-x-4" : "translate-x-0.5 rtl:-translate-x-0.5"
          }`}
        />
      </span>
      {label}
      {isBusy ? <Spinner className="size-4" /> : null}
    </button>
  );
}
