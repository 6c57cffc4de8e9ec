import {
  CONFIRMATION_MINUTES,
  type Language,
  SOURCE_LANGUAGE,
  wallClockIn,
} from "@events/contract";
import type { RegistrationRow } from "../db/schema.js";
import { formatWallClock } from "../db/wall-clock.js";
import { mailTextsIn } from "../i18n/mail-texts.js";
import {
  formatEventDate,
  type MessageEvent,
  type RenderedMessage,
  renderMessage,
  ticketTemplateIn,
} from "../participant-messages/message-text.js";

// The words of registration's e-mails. The ticket is the participants' ticket e-mail with a link
// to cancel; the others are plain text.

/** The e-mails queued as a registration changes (the code and the duplicate's go at once). */
export const REGISTRATION_MAIL_KINDS = [
  "ticket",
  "pending",
  "waiting",
  "offer",
  "offer_expired",
  "cancelled",
  "rejected",
] as const;
export type RegistrationMailKind = (typeof REGISTRATION_MAIL_KINDS)[number];

/** The state a registration is in when its e-mail of that kind still says the truth. */
export const STATE_OF_MAIL: Record<RegistrationMailKind, RegistrationRow["state"]> = {
  ticket: "registered",
  pending: "pending",
  waiting: "waiting",
  offer: "offered",
  offer_expired: "expired",
  cancelled: "cancelled",
  rejected: "rejected",
};

export interface RegistrationMailContext {
  registration: Pick<RegistrationRow, "name" | "reject_message" | "offered_until">;
  event: MessageEvent;
  /** The public page that cancels the registration, its token in the fragment. */
  cancelUrl: string;
  /** The public page that accepts or declines an offer. */
  offerUrl: string;
  /** Its place on the waiting list, when waiting. */
  position: number | null;
  /** What {app_link} of the ticket becomes (people/app-link.ts). */
  appLink: string;
  /** The language of the page the person registered on, else the server's default. */
  language: Language;
}

function plain(subject: string, lines: readonly string[]): RenderedMessage {
  return { subject, text: lines.join("\n"), hasTicketQr: false };
}

/** The e-mail of that kind about one registration, in the registration's language. */
export function describeRegistrationMail(
  kind: RegistrationMailKind,
  {
    registration,
    event,
    cancelUrl,
    offerUrl,
    position,
    appLink,
    language,
  }: RegistrationMailContext,
): RenderedMessage {
  const { t } = mailTextsIn(language);
  const hello = t("mail.registration.hello", { name: registration.name });
  const cancelLine = t("mail.registration.cancelLine", { url: cancelUrl });
  const eventName = event.event_name;
  const eventDate = formatEventDate(
    formatWallClock(event.event_datetime),
    event.time_zone,
    language,
  );
  switch (kind) {
    case "ticket": {
      const ticket = ticketTemplateIn(language);
      return renderMessage(
        {
          subject: ticket.subject,
          body: `${ticket.body}\n\n${t("mail.registration.ticketCancel", { cancelLine })}`,
        },
        { name: registration.name, appLink, language },
        event,
      );
    }
    case "pending":
      return plain(t("mail.registration.pending.subject", { eventName }), [
        hello,
        "",
        t("mail.registration.pending.body", { eventName, eventDate }),
        "",
        cancelLine,
      ]);
    case "waiting":
      return plain(t("mail.registration.waiting.subject", { eventName }), [
        hello,
        "",
        t("mail.registration.waiting.body", { eventName, position: position ?? 1 }),
        "",
        t("mail.registration.waiting.leave", { url: cancelUrl }),
      ]);
    case "offer": {
      const until = registration.offered_until
        ? formatEventDate(
            wallClockIn(event.time_zone, registration.offered_until),
            event.time_zone,
            language,
          )
        : t("mail.registration.offer.soon");
      return plain(t("mail.registration.offer.subject", { eventName }), [
        hello,
        "",
        t("mail.registration.offer.body", { eventName, eventDate, until }),
        "",
        t("mail.registration.offer.link", { url: offerUrl }),
        "",
        t("mail.registration.offer.passes"),
      ]);
    }
    case "offer_expired":
      return plain(t("mail.registration.offerExpired.subject", { eventName }), [
        hello,
        "",
        t("mail.registration.offerExpired.body", { eventName }),
      ]);
    case "cancelled":
      return plain(t("mail.registration.cancelled.subject", { eventName }), [
        hello,
        "",
        t("mail.registration.cancelled.body", { eventName, eventDate }),
      ]);
    case "rejected":
      return plain(t("mail.registration.rejected.subject", { eventName }), [
        hello,
        "",
        t("mail.registration.rejected.body", { eventName }),
        ...(registration.reject_message
          ? ["", t("mail.registration.rejected.organiserMessage"), registration.reject_message]
          : []),
      ]);
  }
}

/** The e-mail with the code that confirms an address. */
export function confirmationCodeMail(
  eventName: string,
  code: string,
  language: Language = SOURCE_LANGUAGE,
) {
  const { t } = mailTextsIn(language);
  return {
    subject: t("mail.registration.code.subject", { eventName }),
    code,
    text: t("mail.registration.code.body", {
      eventName,
      code,
      validFor: t("mail.minutes", { minutes: CONFIRMATION_MINUTES }),
    }),
  };
}

/**
 * The e-mail to an address already registered, instead of a code: the form answered as for
 * anyone, and only the mailbox's owner learns why no code came.
 */
export function alreadyRegisteredMail(eventName: string, language: Language = SOURCE_LANGUAGE) {
  const { t } = mailTextsIn(language);
  return {
    subject: t("mail.registration.already.subject", { eventName }),
    text: t("mail.registration.already.body", { eventName }),
  };
}
