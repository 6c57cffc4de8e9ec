import { useId, useState } from "react";
import { t } from "@/i18n/i18n";
import { useTexts } from "@/i18n/use-texts";
import { isNetworkError } from "@/lib/api-error";
import { ConfirmDialog } from "../shell/confirm-dialog";
import { Notice } from "../shell/notice";
import { secondaryButtonClasses } from "../shell/styles";
import { getCalendarFeed, renewCalendarFeed } from "./agenda-api";

export const feedOfflineMessage = () => t("app.feed.offline");
export const renewQuestion = () => t("app.feed.renewQuestion");

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
  const { t } = useTexts();

  async function fetchUrl(call: () => Promise<{ url: string }>, doneNotice?: string) {
    if (!navigator.onLine) return setNotice(feedOfflineMessage());
    setIsBusy(true);
    try {
      setUrl((await call()).url);
      setNotice(doneNotice);
    } catch (error) {
      setNotice(isNetworkError(error) ? feedOfflineMessage() : t("app.feed.loadFailed"));
    } finally {
      setIsBusy(false);
    }
  }

  async function copyUrl() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setNotice(t("app.feed.copied"));
    } catch {
      setNotice(t("app.feed.copyRefused"));
    }
  }

  return (
    <section
      aria-labelledby={`${fieldId}-title`}
      className="mt-10 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id={`${fieldId}-title`} className="text-lg font-semibold text-slate-900">
        {t("app.feed.title")}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t("app.feed.text")}</p>
      {url ? (
        <>
          <label htmlFor={fieldId} className="mt-4 block text-sm font-medium text-slate-900">
            {t("app.feed.address")}
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
              {t("app.feed.copy")}
            </button>
            <button
              type="button"
              disabled={isBusy}
              onClick={() => setIsConfirming(true)}
              className={secondaryButtonClasses}
            >
              {t("app.feed.renew")}
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
          {t("app.feed.show")}
        </button>
      )}
      <Notice text={notice} />
      <ConfirmDialog
        isOpen={isConfirming}
        question={renewQuestion()}
        description={t("app.feed.renewDescription")}
        confirmLabel={t("app.feed.renewConfirm")}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => {
          setIsConfirming(false);
          void fetchUrl(renewCalendarFeed, t("app.feed.renewed"));
        }}
      />
    </section>
  );
}
