import type { MyMessage } from "@events/contract";
import { useTexts } from "@/i18n/use-texts";
import { formatMoment } from "../lib/event-time";
import { messagePath } from "../paths";
import { Link } from "../router/router";
import { ResourceContent } from "../shell/load-states";
import { ScreenLayout } from "../shell/screen-layout";
import { useMyMessages } from "./inbox-api";

/** The organiser's messages to the person, from all their events, newest first. */
export function InboxScreen() {
  const inbox = useMyMessages();
  const { t } = useTexts();
  return (
    <ScreenLayout title={t("app.sections.inbox")} shown={inbox}>
      <ResourceContent resource={inbox} loadingLabel={t("app.inbox.loading")}>
        {({ messages, unread }) =>
          messages.length === 0 ? (
            <p className="mt-6 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
              {t("app.inbox.empty")}
            </p>
          ) : (
            <>
              <p className="mt-2 text-slate-700">{t("app.inbox.unreadCount", { count: unread })}</p>
              <ul className="mt-4 space-y-3">
                {messages.map((message) => (
                  <MessageItem key={message.id} message={message} />
                ))}
              </ul>
            </>
          )
        }
      </ResourceContent>
    </ScreenLayout>
  );
}

/** One message in the list: unread ones say so in words, and stand out by weight and edge. */
function MessageItem({ message }: { message: MyMessage }) {
  const { t, language } = useTexts();
  const isUnread = !message.is_read;
  return (
    <li>
      <Link
        href={messagePath(message.id)}
        className={`block rounded-xl border bg-white p-4 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
          isUnread ? "border-s-4 border-slate-200 border-s-blue-700" : "border-slate-200"
        }`}
      >
        <span className="flex items-start justify-between gap-3">
          <span
            className={`min-w-0 text-slate-900 [overflow-wrap:anywhere] ${
              isUnread ? "font-bold" : "font-medium"
            }`}
          >
            {message.subject}
          </span>
          {isUnread && (
            <span className="shrink-0 rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-900">
              {t("app.inbox.unread")}
            </span>
          )}
        </span>
        <span className="mt-1 block text-sm text-slate-700 [overflow-wrap:anywhere]">
          {message.event_name}
        </span>
        <span className="mt-0.5 block text-sm text-slate-600">
          <time dateTime={message.sent_at}>
            {formatMoment(new Date(message.sent_at), undefined, language)}
          </time>
        </span>
      </Link>
    </li>
  );
}

export default InboxScreen;
