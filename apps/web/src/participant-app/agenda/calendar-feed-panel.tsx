import { useId, useState } from "react";
import { isNetworkError } from "../api/app-api";
import { ConfirmDialog } from "../shell/confirm-dialog";
import { Notice } from "../shell/notice";
import { secondaryButtonClasses } from "../shell/styles";
import { getCalendarFeed, renewCalendarFeed } from "./agenda-api";

export const FEED_OFFLINE_MESSAGE =
  "The calendar feed needs a connection. Connect to the internet and try again.";
export const RENEW_QUESTION = "Renew your calendar feed address?";

/**
 * The personal calendar feed of the person's bookmarks (of all their events): its address to
 * copy into a calendar app, and renewing it when it was shared by mistake.
 */
export function CalendarFeedPanel() {
  const fieldId = useId();
  const [url, setUrl] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);

  async function fetchUrl(call: () => Promise<{ url: string }>, doneNotice?: string) {
    if (!navigator.onLine) return setNotice(FEED_OFFLINE_MESSAGE);
    setIsBusy(true);
    try {
      setUrl((await call()).url);
      setNotice(doneNotice);
    } catch (error) {
      setNotice(
        isNetworkError(error) ? FEED_OFFLINE_MESSAGE : "The feed could not be loaded. Try again.",
      );
    } finally {
      setIsBusy(false);
    }
  }

  async function copyUrl() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setNotice("The address is copied.");
    } catch {
      setNotice("Copying is not allowed here: select the address above and copy it.");
    }
  }

  return (
    <section
      aria-labelledby={`${fieldId}-title`}
      className="mt-10 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id={`${fieldId}-title`} className="text-lg font-semibold text-slate-900">
        Calendar feed
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Your bookmarked sessions of all your events, as a calendar your calendar app can subscribe
        to. Anyone with the address can read it, so keep it to yourself.
      </p>
      {url ? (
        <>
          <label htmlFor={fieldId} className="mt-4 block text-sm font-medium text-slate-900">
            Feed address
          </label>
          <input
            id={fieldId}
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
          />
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" onClick={copyUrl} className={secondaryButtonClasses}>
              Copy the address
            </button>
            <button
              type="button"
              disabled={isBusy}
              onClick={() => setIsConfirming(true)}
              className={secondaryButtonClasses}
            >
              Renew the address
            </button>
          </div>
        </>
      ) : (
        <button
          type="button"
          disabled={isBusy}
          onClick={() => fetchUrl(getCalendarFeed)}
          className={`mt-4 ${secondaryButtonClasses}`}
        >
          Show the feed address
        </button>
      )}
      <Notice text={notice} />
      <ConfirmDialog
        isOpen={isConfirming}
        question={RENEW_QUESTION}
        description="The current address stops working: calendars subscribed to it stop updating until you subscribe to the new one."
        confirmLabel="Renew"
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => {
          setIsConfirming(false);
          void fetchUrl(renewCalendarFeed, "The feed has a new address.");
        }}
      />
    </section>
  );
}
