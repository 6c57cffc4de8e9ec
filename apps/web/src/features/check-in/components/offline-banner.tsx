import { CloudOff, RefreshCw } from "lucide-react";
import { useTexts } from "@/i18n/use-texts";
import type { DoorSnapshot } from "../offline/door-sync";

/**
 * Whether the door is cut off and how many check-ins wait on this device. The status region is
 * always there, so a screen reader hears the banner come and go.
 */
export function OfflineBanner({
  snapshot,
}: {
  snapshot: Pick<DoorSnapshot, "isOffline" | "queueLength" | "sendError">;
}) {
  const { t } = useTexts();
  const { isOffline, queueLength, sendError } = snapshot;
  let content = null;
  if (isOffline) {
    content = (
      <div className="flex items-start gap-3 rounded-lg border-2 border-amber-500 bg-amber-100 px-4 py-3 text-amber-950">
        <CloudOff aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div className="flex flex-col gap-0.5">
          <p className="text-lg font-semibold">
            {t("check-in.offline.banner", { count: queueLength })}
          </p>
          <p className="text-sm">{t("check-in.offline.hint")}</p>
        </div>
      </div>
    );
  } else if (queueLength > 0) {
    content = (
      <div className="flex flex-col gap-1 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-blue-900">
        <p className="flex items-center gap-2 text-base font-medium">
          <RefreshCw aria-hidden="true" className="size-5" />
          {t("check-in.offline.sending", { count: queueLength })}
        </p>
        {sendError ? <p className="text-sm text-red-800">{sendError}</p> : null}
      </div>
    );
  }
  return (
    <div role="status" data-offline={isOffline}>
      {content}
    </div>
  );
}
