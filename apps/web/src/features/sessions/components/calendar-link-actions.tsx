import { Link2, RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmedButton } from "@/components/ui/confirmed-button";
import { useTexts } from "@/i18n/use-texts";
import { showSuccessToast, TOAST_CLOSE_MS } from "@/lib/toast";
import { useGetCalendarLink, useRotateCalendarLink } from "../api/calendar-link";
import { sessionsTexts } from "../messages";
import { showSessionErrorToast } from "../utils/describe-session-error";

/** Whether the text reached the clipboard; false where the browser offers none or refuses. */
async function copyToClipboard(text: string): Promise<boolean> {
  if (!navigator.clipboard?.writeText) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

const toastOptions = { autoCloseMs: TOAST_CLOSE_MS.sessions };

/** The copy failed: the address, shown for the user to copy, is selected for them. */
function selectOnAppearing(field: HTMLInputElement | null) {
  field?.focus();
  field?.select();
}

/**
 * 'Copy calendar link' and 'Renew calendar link' for an event's iCalendar feed. Where
 * the clipboard cannot be written, the address is shown in a read-only field to copy by hand.
 */
export function CalendarLinkActions({ eventId }: { eventId: string }) {
  useTexts();
  const fieldId = useId();
  const hintId = useId();
  const getLink = useGetCalendarLink();
  const rotateLink = useRotateCalendarLink();
  const [shownUrl, setShownUrl] = useState<string | null>(null);

  async function showOrCopy(url: string, copiedMessage: string) {
    if (await copyToClipboard(url)) {
      setShownUrl((shown) => (shown === null ? null : url));
      showSuccessToast(copiedMessage, toastOptions);
    } else {
      setShownUrl(url);
    }
  }

  async function copyLink() {
    try {
      const { url } = await getLink.mutateAsync(eventId);
      await showOrCopy(url, sessionsTexts.calendarLinkCopied);
    } catch (error) {
      showSessionErrorToast(error, {
        fallback: sessionsTexts.calendarLinkFailed,
        networkFallback: sessionsTexts.networkError,
      });
    }
  }

  async function renewLink() {
    try {
      const { url } = await rotateLink.mutateAsync(eventId);
      // The old address is void: whatever showed it now shows the new one.
      setShownUrl((shown) => (shown === null ? null : url));
      showSuccessToast(sessionsTexts.calendarLinkRenewed, toastOptions);
    } catch (error) {
      showSessionErrorToast(error, {
        fallback: sessionsTexts.calendarRenewFailed,
        networkFallback: sessionsTexts.networkError,
      });
    }
  }

  return (
    // With the address shown, the actions take a row of their own so it can be read whole.
    <div className={`flex flex-col gap-2 ${shownUrl === null ? "" : "basis-full"}`}>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={getLink.isPending}
          aria-busy={getLink.isPending || undefined}
          onClick={() => void copyLink()}
        >
          <Link2 aria-hidden="true" className="size-4" />
          {sessionsTexts.copyCalendarLink}
        </Button>
        <ConfirmedButton
          variant="secondary"
          confirm={{ ...sessionsTexts.renewCalendarLinkConfirm, isBusy: rotateLink.isPending }}
          onConfirm={renewLink}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {sessionsTexts.renewCalendarLink}
        </ConfirmedButton>
      </div>
      {shownUrl !== null ? (
        <div className="flex max-w-2xl flex-col gap-1">
          <label htmlFor={fieldId} className="text-sm font-medium text-slate-700">
            {sessionsTexts.calendarLinkField}
          </label>
          <p id={hintId} className="text-sm text-slate-600">
            {sessionsTexts.calendarLinkFallback}
          </p>
          <input
            id={fieldId}
            ref={selectOnAppearing}
            readOnly
            value={shownUrl}
            aria-describedby={hintId}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800 focus-visible:outline-2 focus-visible:outline-blue-600"
          />
        </div>
      ) : null}
    </div>
  );
}
