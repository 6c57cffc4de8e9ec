import {
  type Language,
  MESSAGE_PLACEHOLDERS,
  type MessagePlaceholder,
  SOURCE_LANGUAGE,
  TICKET_MESSAGE_TEMPLATE,
} from "@events/contract";
import { formatWallClock } from "../db/wall-clock.js";
import { type MailTexts, mailTextsIn } from "../i18n/mail-texts.js";
import { escapeHtml } from "../text/escape-html.js";

// A participant message as one recipient reads it: in the e-mail the queue sends, in the
// admins' preview and in the participant's inbox in the app, filled in alike.

/** The event fields the placeholders read, as the database holds them. */
export interface MessageEvent {
  event_name: string;
  event_datetime: string | null;
  /** The zone the wall-clock time is in, named beside it: a reader elsewhere knows which. */
  time_zone: string;
  venue: string | null;
}

/** The recipient fields the placeholders read. */
export interface MessageReader {
  name: string;
  /** What {app_link} becomes (see people/app-link.ts). */
  appLink: string;
  /** The language of the fixed parts: the date, the stand-ins for what is not set, the QR's line. */
  language: Language;
}

/** Where the copy is read: an e-mail shows the ticket as an image, the app as its ticket screen. */
export type MessageMedium = "email" | "app";

export interface RenderedMessage {
  subject: string;
  text: string;
  /** Only when an e-mail's body shows the ticket's QR code, which needs an image. */
  html?: string;
  hasTicketQr: boolean;
}

export const TICKET_QR_CID = "ticket-qr";
const PLACEHOLDER = new RegExp(`\\{(${MESSAGE_PLACEHOLDERS.join("|")})\\}`, "g");

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "Monday 1 June 2026, 09:00 (Europe/Berlin)": the event's own wall-clock time and its zone. In
 * English written out the same way whatever the server's locale data; in the other languages as
 * Intl writes a full date and a short time in them ("Montag, 1. Juni 2026 um 09:00").
 */
export function formatEventDate(
  value: string | null,
  timeZone: string,
  language: Language = SOURCE_LANGUAGE,
): string {
  if (value === null) return mailTextsIn(language).t("mail.event.dateToBeAnnounced");
  const date = new Date(`${value.slice(0, 19)}Z`);
  if (Number.isNaN(date.getTime())) return value;
  if (language !== SOURCE_LANGUAGE) {
    // The wall-clock time read as UTC and written in UTC: shown as entered, in the event's zone.
    const written = new Intl.DateTimeFormat(language, {
      dateStyle: "full",
      timeStyle: "short",
      timeZone: "UTC",
    }).format(date);
    return `${written} (${timeZone})`;
  }
  const time = value.slice(11, 16);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${time} (${timeZone})`;
}

function textOf(
  reader: MessageReader,
  event: MessageEvent,
  { t }: MailTexts,
): Record<Exclude<MessagePlaceholder, "ticket_qr">, string> {
  return {
    name: reader.name,
    event_name: event.event_name,
    event_date: formatEventDate(
      formatWallClock(event.event_datetime),
      event.time_zone,
      reader.language,
    ),
    venue: event.venue ?? t("mail.event.venueToBeAnnounced"),
    app_link: reader.appLink,
  };
}

/** The HTML twin of a body: the text escaped piece by piece around the placeholders. */
function htmlOf(body: string, texts: ReturnType<typeof textOf>, qrAlt: string): string {
  const html = body
    .split(PLACEHOLDER)
    .map((piece, index) => {
      if (index % 2 === 0) return escapeHtml(piece);
      const name = piece as MessagePlaceholder;
      if (name === "ticket_qr") {
        return `<img src="cid:${TICKET_QR_CID}" alt="${escapeHtml(qrAlt)}" width="240" height="240">`;
      }
      const text = escapeHtml(texts[name]);
      return name === "app_link" ? `<a href="${text}">${text}</a>` : text;
    })
    .join("")
    .replaceAll("\n", "<br>\n");
  return `<!doctype html><html><body><p>${html}</p></body></html>`;
}

/**
 * The 'Send tickets' text in a language, its placeholders kept: the catalogue's message has the
 * placeholders as arguments, each filled in with itself.
 */
export function ticketTemplateIn(language: Language): { subject: string; body: string } {
  const { t } = mailTextsIn(language);
  const itself = Object.fromEntries(MESSAGE_PLACEHOLDERS.map((name) => [name, `{${name}}`]));
  return { subject: t("mail.ticket.subject", itself), body: t("mail.ticket.body", itself) };
}

/**
 * The template as this reader gets it: the 'Send tickets' text as the composer offers it, left
 * unedited, is sent in each reader's language; anything an admin wrote is sent as written.
 */
function templateFor(
  template: { subject: string; body: string },
  language: Language,
): { subject: string; body: string } {
  const isUneditedTicket =
    template.subject === TICKET_MESSAGE_TEMPLATE.subject &&
    template.body === TICKET_MESSAGE_TEMPLATE.body;
  return isUneditedTicket ? ticketTemplateIn(language) : template;
}

/**
 * One recipient's copy. The text stays plain; an e-mail's HTML twin (escaped text, line breaks
 * kept) exists only to show {ticket_qr} as an inline image, which the app replaces by a line
 * naming its ticket screen. Placeholders were checked when the message was written, so any
 * other brace is the writer's own text and stays as it is.
 */
export function renderMessage(
  template: { subject: string; body: string },
  reader: MessageReader,
  event: MessageEvent,
  medium: MessageMedium = "email",
): RenderedMessage {
  const mailTexts = mailTextsIn(reader.language);
  const { t } = mailTexts;
  const texts = textOf(reader, event, mailTexts);
  const written = templateFor(template, reader.language);
  const qrText = t(medium === "email" ? "mail.message.ticketQrText" : "mail.message.ticketInApp");
  const replace = (source: string, qr: string) =>
    source.replace(PLACEHOLDER, (_match, name: MessagePlaceholder) =>
      name === "ticket_qr" ? qr : texts[name],
    );
  const hasTicketQr = written.body.includes("{ticket_qr}");
  const rendered: RenderedMessage = {
    subject: replace(written.subject, ""),
    text: replace(written.body, qrText),
    hasTicketQr,
  };
  if (!hasTicketQr || medium === "app") return rendered;
  return { ...rendered, html: htmlOf(written.body, texts, t("mail.message.ticketQrAlt")) };
}
