import type { MessageDelivery, MessagePreviewResponse } from "@events/contract";
import { QrCode } from "lucide-react";
import { type Ref, useId } from "react";
import { EmailText } from "@/components/ui/email-text";
import { useTexts } from "@/i18n/use-texts";

/**
 * How many participants the draft reaches, and the first recipient's copy as it will read: the
 * e-mail, or the copy in their inbox in the app when it goes there only.
 */
export function MessagePreview({
  preview,
  delivery,
  headingRef,
}: {
  preview: MessagePreviewResponse;
  delivery: MessageDelivery;
  /** The heading, which takes focus when the preview is brought into view. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTexts();
  const headingId = useId();
  const copy = preview.preview;
  const isEmailed = delivery === "email_and_app";
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-3 sm:p-4"
    >
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        {t("messages.composer.preview")}
      </h3>
      <p role="status" className="text-sm text-slate-700">
        {copy
          ? t("messages.preview.reaches", { count: preview.recipients })
          : t("messages.composer.noRecipients")}
      </p>
      {copy ? (
        <>
          <p className="text-sm text-slate-600">
            {isEmailed ? t("messages.preview.firstCopy") : t("messages.preview.firstInboxCopy")}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-medium text-slate-700">{t("messages.preview.to")}</dt>
            <dd className="min-w-0 text-slate-900">
              <EmailText email={copy.to} />
            </dd>
            <dt className="font-medium text-slate-700">{t("messages.composer.subject")}</dt>
            <dd className="min-w-0 break-words text-slate-900">{copy.subject}</dd>
          </dl>
          <div className="rounded-md border border-slate-200 bg-white p-3 text-sm whitespace-pre-wrap break-words text-slate-900">
            {copy.text}
          </div>
          {copy.has_ticket_qr && isEmailed ? (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <QrCode aria-hidden="true" className="size-4 shrink-0" />
              {t("messages.preview.qrNote")}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
