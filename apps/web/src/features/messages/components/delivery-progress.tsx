import type { MessageSummary } from "@events/contract";
import { useTexts } from "@/i18n/use-texts";

type Counts = Pick<MessageSummary, "subject" | "recipients" | "sent" | "failed" | "delivery">;

function percentOf(part: number, whole: number): string {
  return `${whole === 0 ? 0 : (part / whole) * 100}%`;
}

/**
 * 'Sent 12 of 40 · 1 failed' over a bar: the sent share in green, the failed share in red. A
 * message to the app's inbox only is there at once, with nothing to follow.
 */
export function DeliveryProgress({ subject, recipients, sent, failed, delivery }: Counts) {
  const { t } = useTexts();
  if (delivery === "app_only") {
    return (
      <p className="text-sm text-slate-700">{t("messages.progress.appOnly", { recipients })}</p>
    );
  }
  const text = t("messages.progress.text", { sent, recipients, failed });
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm text-slate-700">{text}</p>
      <div
        role="progressbar"
        aria-label={t("messages.progress.label", { subject })}
        aria-valuemin={0}
        aria-valuemax={recipients}
        aria-valuenow={sent}
        aria-valuetext={text}
        className="flex h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-green-600" style={{ width: percentOf(sent, recipients) }} />
        <div className="h-full bg-red-500" style={{ width: percentOf(failed, recipients) }} />
      </div>
    </div>
  );
}
