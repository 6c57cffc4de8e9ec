import type { MessageSummary } from "@events/contract";
import { Mail, PenLine, Ticket } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { QueryContent } from "@/components/ui/query-content";
import { TitledCard } from "@/components/ui/titled-card";
import { useTexts } from "@/i18n/use-texts";
import { useEventMessages } from "../api/get-event-messages";
import { type ComposerKind, MessageComposerDialog } from "./message-composer-dialog";
import { MessageDetailsDialog } from "./message-details-dialog";
import { MessageSummaryItem } from "./message-summary-item";

function EmptyMessages() {
  const { t } = useTexts();
  return (
    <div className="flex flex-col items-center gap-2 rounded-md border border-dashed border-slate-300 px-4 py-8 text-center">
      <Mail aria-hidden="true" className="size-6 text-slate-400" />
      <p className="text-sm font-medium text-slate-900">{t("messages.card.emptyTitle")}</p>
      <p className="text-sm text-slate-600">{t("messages.card.emptyText")}</p>
    </div>
  );
}

/**
 * The event details' Messages card: write to the event's participants or send them their
 * tickets, and follow each message's delivery (the list refreshes itself while copies wait).
 */
export function EventMessagesCard({ eventId }: { eventId: string }) {
  const { t } = useTexts();
  const messagesQuery = useEventMessages(eventId);
  const [composer, setComposer] = useState<ComposerKind | null>(null);
  const [openMessage, setOpenMessage] = useState<MessageSummary | null>(null);

  return (
    <TitledCard
      title={t("messages.card.title")}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setComposer("message")}>
            <PenLine aria-hidden="true" className="size-4" />
            {t("messages.card.newMessage")}
          </Button>
          <Button variant="secondary" onClick={() => setComposer("tickets")}>
            <Ticket aria-hidden="true" className="size-4" />
            {t("messages.card.sendTickets")}
          </Button>
        </div>
      }
    >
      <QueryContent
        query={messagesQuery}
        loadingLabel={t("messages.card.loading")}
        errorTitle={t("messages.card.fetchFailed")}
        isEmpty={({ messages }) => messages.length === 0}
        empty={<EmptyMessages />}
      >
        {({ messages }) => (
          <ul aria-label={t("messages.card.sentMessages")} className="divide-y divide-slate-200">
            {messages.map((message) => (
              <li key={message.id}>
                <MessageSummaryItem message={message} onOpen={setOpenMessage} />
              </li>
            ))}
          </ul>
        )}
      </QueryContent>

      <MessageComposerDialog eventId={eventId} kind={composer} onClose={() => setComposer(null)} />
      {openMessage ? (
        <MessageDetailsDialog
          eventId={eventId}
          message={openMessage}
          onClose={() => setOpenMessage(null)}
        />
      ) : null}
    </TitledCard>
  );
}
