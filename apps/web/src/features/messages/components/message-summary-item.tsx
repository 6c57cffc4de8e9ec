import type { MessageSummary } from "@events/contract";
import { formatEventDate } from "@/lib/format-date";
import { messagesTexts } from "../messages";
import { describeSegment } from "../utils/describe-segment";
import { DeliveryProgress } from "./delivery-progress";

/** Who sent a message and when: 'Eve Adams · 5th of Mar 2025, 3:30 PM'. */
export function describeSender(message: Pick<MessageSummary, "created_by_name" | "created_date">) {
  return messagesTexts.sentBy(
    message.created_by_name ?? messagesTexts.unknownSender,
    formatEventDate(message.created_date),
  );
}

/** One sent message in the card's list; its subject opens its details. */
export function MessageSummaryItem({
  message,
  onOpen,
}: {
  message: MessageSummary;
  onOpen: (message: MessageSummary) => void;
}) {
  return (
    <article aria-label={message.subject} className="flex flex-col gap-2 py-4">
      <div className="flex min-w-0 flex-col gap-0.5">
        <button
          type="button"
          aria-label={messagesTexts.viewDetails(message.subject)}
          onClick={() => onOpen(message)}
          className="self-start text-left font-medium break-words text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          {message.subject}
        </button>
        <p className="text-sm text-slate-600">{describeSender(message)}</p>
        <p className="text-sm text-slate-600">{describeSegment(message.segment)}</p>
      </div>
      <DeliveryProgress {...message} />
    </article>
  );
}
