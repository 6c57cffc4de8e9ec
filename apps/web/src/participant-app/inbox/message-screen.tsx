import type { MyMessage } from "@events/contract";
import { useEffect, useRef } from "react";
import { T } from "@/i18n/text";
import { useTexts } from "@/i18n/use-texts";
import { formatMoment } from "../lib/event-time";
import { appPaths } from "../paths";
import { Link, type RouteParams } from "../router/router";
import { ResourceContent } from "../shell/load-states";
import { ScreenLayout } from "../shell/screen-layout";
import { textLinkClasses } from "../shell/styles";
import { useMyMessages } from "./inbox-api";
import { markMessageRead } from "./mark-message-read";

/** One message, whole, from the inbox's list; opening it marks it read. */
export function MessageScreen({ params }: { params: RouteParams }) {
  const messageId = params.messageId ?? "";
  const inbox = useMyMessages();
  const message = inbox.data?.messages.find((candidate) => candidate.id === messageId);
  useMarkedRead(message);
  const { t } = useTexts();
  return (
    <ScreenLayout
      title={message?.subject ?? t("app.message.title")}
      back={{ href: appPaths.inbox, label: t("app.sections.inbox") }}
      shown={inbox}
    >
      <ResourceContent resource={inbox} loadingLabel={t("app.message.loading")}>
        {() => (message ? <MessageText message={message} /> : <MessageNotFound />)}
      </ResourceContent>
    </ScreenLayout>
  );
}

/**
 * Tells the server the message has been read, once it is shown. With no network it stays unread
 * until it is opened again online: reading it offline needs nothing more.
 */
function useMarkedRead(message: MyMessage | undefined) {
  const markedIds = useRef(new Set<string>());
  const unreadId = message && !message.is_read ? message.id : undefined;
  useEffect(() => {
    if (!unreadId || markedIds.current.has(unreadId) || !navigator.onLine) return;
    markedIds.current.add(unreadId);
    markMessageRead(unreadId).catch(() => {
      markedIds.current.delete(unreadId);
    });
  }, [unreadId]);
}

function MessageText({ message }: { message: MyMessage }) {
  const { language } = useTexts();
  return (
    <article className="mt-2">
      <p className="text-slate-700 [overflow-wrap:anywhere]">{message.event_name}</p>
      <p className="mt-0.5 text-sm text-slate-600">
        <T
          id="app.message.sent"
          values={{ moment: formatMoment(new Date(message.sent_at), undefined, language) }}
          components={{ 0: <time dateTime={message.sent_at} /> }}
        />
      </p>
      {/* Plain text as the organiser wrote it: its line breaks and blank lines kept. */}
      <div className="mt-5 rounded-xl border border-slate-200 bg-white p-4 whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">
        {message.body}
      </div>
    </article>
  );
}

function MessageNotFound() {
  const { t } = useTexts();
  return (
    <>
      <p className="mt-4 text-slate-700">{t("app.message.notFound")}</p>
      <p className="mt-4">
        <Link href={appPaths.inbox} className={textLinkClasses}>
          {t("app.message.goToInbox")}
        </Link>
      </p>
    </>
  );
}

export default MessageScreen;
