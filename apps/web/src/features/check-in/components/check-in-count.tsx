import { useTexts } from "@/i18n/use-texts";
import { useCheckInCount } from "../api/get-check-in-count";

export type LocalCount = { checkedIn: number; total: number };

/**
 * 'Checked in X of Y', asked again every few seconds so check-ins on other devices show; a
 * polite live region, so a screen reader hears it change without being interrupted. Under it,
 * the count per door and the devices whose scans have not all arrived. Offline, the count is
 * this device's copy's, and says so.
 */
export function CheckInCount({
  eventId,
  localCount = null,
}: {
  eventId: string;
  /** The copy's count, shown instead of the server's while offline. */
  localCount?: LocalCount | null;
}) {
  const { t } = useTexts();
  const countQuery = useCheckInCount(eventId);
  const { data } = countQuery;
  let text = t("check-in.count.loading");
  if (localCount) text = t("check-in.count.ofCopy", { ...localCount });
  else if (data) text = t("check-in.count.of", { checkedIn: data.checked_in, total: data.total });
  else if (countQuery.isError) text = t("check-in.count.failed");
  const byDoor = data?.by_door.filter((door) => door.checked_in > 0) ?? [];
  const deviceNotes = [
    data?.devices_with_unsent
      ? t("check-in.count.devicesWithUnsent", { count: data.devices_with_unsent })
      : null,
    data?.devices_offline
      ? t("check-in.count.devicesOffline", { count: data.devices_offline })
      : null,
  ].filter((note) => note !== null);
  return (
    <div className="flex flex-col gap-2">
      <p
        aria-live="polite"
        aria-atomic="true"
        data-testid="check-in-count"
        className="text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl"
      >
        {text}
      </p>
      {byDoor.length > 0 && !localCount ? (
        <ul aria-label={t("check-in.count.byDoor")} className="flex flex-wrap gap-x-4 gap-y-1">
          {byDoor.map(({ door, checked_in }) => (
            <li key={door ?? ""} className="text-base text-slate-700 tabular-nums">
              {t("check-in.count.atDoor", {
                door: door ?? t("check-in.count.noDoor"),
                count: checked_in,
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {deviceNotes.length > 0 && !localCount ? (
        <p data-testid="check-in-devices" className="text-base font-medium text-amber-800">
          {deviceNotes.join(" · ")}
        </p>
      ) : null}
    </div>
  );
}
