import {
  DELIVERY_STATES,
  type DeliveryState,
  type MessageRecipient,
  type MessageSummary,
} from "@events/contract";
import { useId, useState } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Dialog } from "@/components/ui/dialog";
import { EmailText } from "@/components/ui/email-text";
import { countPages, Pagination, usePageOfSearch } from "@/components/ui/pagination";
import { QueryContent } from "@/components/ui/query-content";
import { useTexts } from "@/i18n/use-texts";
import { isOneOf } from "@/lib/is-one-of";
import { useMessageDetails } from "../api/get-message-details";
import { describeSegment } from "../utils/describe-segment";
import { DELIVERY_STATE_TEXT } from "../utils/message-labels";
import { ChoiceSelectField, choicesWithAny } from "./choice-select-field";
import { DeliveryProgress } from "./delivery-progress";
import { describeSender } from "./message-summary-item";

/** Recipients per page of the details. */
export const RECIPIENTS_PAGE_SIZE = 50;

const STATE_TONES: Record<DeliveryState, BadgeTone> = {
  queued: "yellow",
  sent: "green",
  failed: "red",
  cancelled: "gray",
  app_only: "blue",
};

const isDeliveryState = isOneOf<DeliveryState>(DELIVERY_STATES);

function RecipientRow({ recipient }: { recipient: MessageRecipient }) {
  const { t } = useTexts();
  return (
    <li className="flex flex-col gap-1 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{recipient.name}</p>
          <p className="text-sm text-slate-600">
            <EmailText email={recipient.email} />
          </p>
        </div>
        <Badge tone={STATE_TONES[recipient.state]}>{t(DELIVERY_STATE_TEXT[recipient.state])}</Badge>
      </div>
      {recipient.state === "failed" && recipient.last_error ? (
        <p className="text-sm break-words text-red-700">
          {t("messages.details.lastError", { error: recipient.last_error })}
        </p>
      ) : null}
    </li>
  );
}

export type MessageDetailsDialogProps = {
  eventId: string;
  /** The message as the list has it, shown at once while its details load. */
  message: MessageSummary;
  onClose: () => void;
};

/** A sent message: its text, and its recipients page by page with their delivery state. */
export function MessageDetailsDialog({ eventId, message, onClose }: MessageDetailsDialogProps) {
  const { t } = useTexts();
  const [state, setState] = useState<DeliveryState | "">("");
  const [page, setPage] = usePageOfSearch(state);
  const detailsQuery = useMessageDetails(eventId, message.id, {
    page,
    page_size: RECIPIENTS_PAGE_SIZE,
    state: state === "" ? undefined : state,
  });
  const shown = detailsQuery.data?.message ?? message;
  const bodyHeadingId = useId();
  const recipientsHeadingId = useId();

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={message.subject}
      description={t("messages.details.title")}
      size="lg"
    >
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-1 text-sm text-slate-600">
          <p>{describeSender(shown)}</p>
          <p>{describeSegment(shown.segment)}</p>
        </div>
        <DeliveryProgress {...shown} />

        <QueryContent
          query={detailsQuery}
          loadingLabel={t("messages.details.loading")}
          errorTitle={t("messages.details.failed")}
        >
          {(details) => (
            <>
              <section aria-labelledby={bodyHeadingId} className="flex flex-col gap-2">
                <h3 id={bodyHeadingId} className="text-sm font-semibold text-slate-900">
                  {t("messages.composer.body")}
                </h3>
                <div className="max-h-64 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-sm whitespace-pre-wrap break-words text-slate-900">
                  {details.message.body}
                </div>
              </section>

              <section aria-labelledby={recipientsHeadingId} className="flex flex-col gap-3">
                <div className="flex flex-wrap items-end justify-between gap-3">
                  <h3 id={recipientsHeadingId} className="text-sm font-semibold text-slate-900">
                    {t("messages.details.recipients", { total: details.total })}
                  </h3>
                  <ChoiceSelectField
                    label={t("messages.details.stateFilter")}
                    choices={choicesWithAny(
                      t("messages.details.allStates"),
                      DELIVERY_STATES,
                      (state) => t(DELIVERY_STATE_TEXT[state]),
                    )}
                    value={state}
                    className="w-full sm:w-48"
                    onChange={(event) => {
                      const value = event.target.value;
                      setState(isDeliveryState(value) ? value : "");
                    }}
                  />
                </div>
                {details.recipients.length === 0 ? (
                  <p className="py-4 text-center text-sm text-slate-600">
                    {t("messages.details.noRecipientsInState")}
                  </p>
                ) : (
                  <ul
                    aria-labelledby={recipientsHeadingId}
                    aria-busy={detailsQuery.isPlaceholderData || undefined}
                    className="divide-y divide-slate-200"
                  >
                    {details.recipients.map((recipient) => (
                      <RecipientRow key={recipient.id} recipient={recipient} />
                    ))}
                  </ul>
                )}
                <Pagination
                  page={page}
                  pageCount={countPages(details.total, RECIPIENTS_PAGE_SIZE)}
                  onPageChange={setPage}
                  label={t("messages.details.recipientsPages")}
                />
              </section>
            </>
          )}
        </QueryContent>
      </div>
    </Dialog>
  );
}
