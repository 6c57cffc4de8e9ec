import { useTexts } from "@/i18n/use-texts";
import { formatSavedTime } from "../lib/event-time";
import { useOnline } from "./use-online";

export type ShownData = {
  /** When the service worker saved what is shown, if it answered from its cache. */
  savedAt: Date | undefined;
  /** When what is shown was saved or received. */
  receivedAt: Date | undefined;
};

/**
 * Says when the screen shows what was saved rather than what the server says now: with no
 * network, or when the server did not answer and the service worker answered from its cache.
 */
export function OfflineBanner({ shown }: { shown?: ShownData }) {
  const isOnline = useOnline();
  const { t } = useTexts();
  const shownAt = shown?.savedAt ?? shown?.receivedAt;
  let text: string | undefined;
  if (!isOnline) {
    text = shownAt
      ? t("app.offline.showingSaved", { time: formatSavedTime(shownAt) })
      : t("app.offline.offline");
  } else if (shown?.savedAt) {
    text = t("app.offline.serverUnreachable", { time: formatSavedTime(shown.savedAt) });
  }
  return (
    <div role="status" className="empty:hidden">
      {text && <p className="bg-amber-100 px-4 py-2 text-sm text-amber-950">{text}</p>}
    </div>
  );
}
