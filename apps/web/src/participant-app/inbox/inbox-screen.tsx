import type { MyMessage } from "@events/contract";
import { formatMoment } from "../lib/event-time";
import { messagePath } from "../paths";
import { Link } from "../router/router";
import { ResourceContent } from "../shell/load-states";
import { ScreenLayout } from "../shell/screen-layout";
import { useMyMessages } from "./inbox-api";

/** The organiser's messages to the person, from all their events, newest first. */
export function InboxScreen() {
  const inbox = useMyMessages();
  return (
    <ScreenLayout title="Inbox" shown={inbox}>
      <ResourceContent resource={inbox} loadingLabel="Loading your messages…">
        {({ messages, unread }) =>
          messages.length === 0 ? (
            <p className="mt-6 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
              No messages yet. What the organisers of your events send you appears here.
            </p>
          ) : (
            <>
              <p className="mt-2 text-slate-700">
                {unread === 0 ? "All read" : `${unread} unread`}
              </p>
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
  const isUnread = !message.is_read;
  return (
    <li>
      <Link
        href={messagePath(message.id)}
        className={`block rounded-xl border bg-white p-4 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
          isUnread ? "border-l-4 border-slate-200 border-l-blue-700" : "border-slate-200"
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
              Unread
            </span>
          )}
        </span>
        <span className="mt-1 block text-sm text-slate-700 [overflow-wrap:anywhere]">
          {message.event_name}
        </span>
        <span className="mt-0.5 block text-sm text-slate-600">
          <time dateTime={message.sent_at}>{formatMoment(new Date(message.sent_at))}</time>
        </span>
      </Link>
    </li>
  );
}

export default InboxScreen;
