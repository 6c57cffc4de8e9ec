import { useCheckInCount } from "../api/get-check-in-count";
import { checkInTexts, doorTexts } from "../messages";

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
  const countQuery = useCheckInCount(eventId);
  const { data } = countQuery;
  let text: string = checkInTexts.countLoading;
  if (localCount) text = doorTexts.localCount(localCount.checkedIn, localCount.total);
  else if (data) text = checkInTexts.countOf(data.checked_in, data.total);
  else if (countQuery.isError) text = checkInTexts.countFailed;
  const byDoor = data?.by_door.filter((door) => door.checked_in > 0) ?? [];
  const deviceNotes = [
    data?.devices_with_unsent ? doorTexts.devicesWithUnsent(data.devices_with_unsent) : null,
    data?.devices_offline ? doorTexts.devicesOffline(data.devices_offline) : null,
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
        <ul aria-label={doorTexts.byDoorTitle} className="flex flex-wrap gap-x-4 gap-y-1">
          {byDoor.map(({ door, checked_in }) => (
            <li key={door ?? ""} className="text-base text-slate-700 tabular-nums">
              {doorTexts.doorCount(door ?? doorTexts.noDoor, checked_in)}
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
