import { useTexts } from "@/i18n/use-texts";
import { useOnline } from "../shell/use-online";
import { useMyMessages } from "./inbox-api";

/**
 * How many of the organisers' messages are unread, on the inbox's tab. Asked for while online
 * only: with no network every screen would otherwise ask, and fail, for a list the person may
 * never have saved.
 */
export function UnreadBadge() {
  return useOnline() ? <UnreadCount /> : null;
}

function UnreadCount() {
  const unread = useMyMessages().data?.unread ?? 0;
  const { t } = useTexts();
  if (unread === 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="ms-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-blue-700 px-1.5 text-xs font-semibold text-white"
      >
        {unread}
      </span>
      {/* The tab reads 'Inbox (2 unread)'. */}
      <span className="sr-only"> {t("app.inbox.badgeUnread", { count: unread })}</span>
    </>
  );
}
