import { CircleAlert, CircleCheck, CircleX } from "lucide-react";
import { useEffect, useEffectEvent, useRef } from "react";
import { useTexts } from "@/i18n/use-texts";
import type { ScanOutcome } from "../utils/describe-scan-outcome";

/** Long enough to read a name, short enough that the queue keeps moving. */
export const RESULT_SHOWN_MS = 3000;

const toneLooks = {
  success: { className: "bg-green-700 text-white", Icon: CircleCheck },
  warning: { className: "bg-amber-400 text-slate-950", Icon: CircleAlert },
  error: { className: "bg-red-700 text-white", Icon: CircleX },
} as const;

/**
 * The answer to a scan, over the whole screen so it reads from arm's length: green, amber or
 * red, with the name. A tap, Enter, Escape or three seconds return to scanning. No sound and no
 * vibration: the door is often quiet, and the colour says it.
 */
export function ScanResultOverlay({
  outcome,
  onDismiss,
}: {
  outcome: ScanOutcome;
  onDismiss: () => void;
}) {
  const { t } = useTexts();
  const dismiss = useEffectEvent(onDismiss);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The one control on screen takes focus, so Enter answers it at once.
  useEffect(() => buttonRef.current?.focus(), []);
  useEffect(() => {
    const timer = setTimeout(dismiss, RESULT_SHOWN_MS);
    const dismissOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") dismiss();
    };
    document.addEventListener("keydown", dismissOnEscape);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("keydown", dismissOnEscape);
    };
  }, []);

  const { className, Icon } = toneLooks[outcome.tone];
  return (
    <div role="alert" data-tone={outcome.tone} className={`fixed inset-0 z-50 ${className}`}>
      <button
        type="button"
        ref={buttonRef}
        onClick={onDismiss}
        className="flex size-full flex-col items-center justify-center gap-4 p-6 text-center focus-visible:outline-4 focus-visible:-outline-offset-8 focus-visible:outline-current"
      >
        <Icon aria-hidden="true" className="size-24 shrink-0" />
        {outcome.name ? (
          <span className="max-w-full text-3xl font-bold break-words sm:text-5xl">
            {outcome.name}
          </span>
        ) : null}
        <span className="text-2xl font-semibold sm:text-4xl">{outcome.title}</span>
        {outcome.detail ? <span className="text-lg sm:text-xl">{outcome.detail}</span> : null}
        <span className="mt-6 text-base opacity-90">{t("check-in.scan.nextTicket")}</span>
      </button>
    </div>
  );
}
