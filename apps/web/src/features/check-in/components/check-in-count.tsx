import { useCheckInCount } from "../api/get-check-in-count";
import { checkInTexts } from "../messages";

/**
 * 'Checked in X of Y', asked again every few seconds so check-ins on other devices show; a
 * polite live region, so a screen reader hears it change without being interrupted.
 */
export function CheckInCount({ eventId }: { eventId: string }) {
  const countQuery = useCheckInCount(eventId);
  const { data } = countQuery;
  let text: string = checkInTexts.countLoading;
  if (data) text = checkInTexts.countOf(data.checked_in, data.total);
  else if (countQuery.isError) text = checkInTexts.countFailed;
  return (
    <p
      aria-live="polite"
      aria-atomic="true"
      data-testid="check-in-count"
      className="text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl"
    >
      {text}
    </p>
  );
}
