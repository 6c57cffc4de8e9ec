import {
  MESSAGE_PLACEHOLDERS,
  type MessagePlaceholder,
  MY_MESSAGE_TICKET_TEXT,
} from "@events/contract";
import { formatWallClock } from "../db/wall-clock.js";
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
const TICKET_QR_TEXT = "[Your ticket's QR code is shown as an image in this e-mail]";
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
 * "Monday 1 June 2026, 09:00 (Europe/Berlin)": the event's own wall-clock time and its zone,
 * written out in English the same way whatever the server's locale data.
 */
export function formatEventDate(value: string | null, timeZone: string): string {
  if (value === null) return "a date to be announced";
  const date = new Date(`${value.slice(0, 19)}Z`);
  if (Number.isNaN(date.getTime())) return value;
  const time = value.slice(11, 16);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${time} (${timeZone})`;
}

function textOf(
  reader: MessageReader,
  event: MessageEvent,
): Record<Exclude<MessagePlaceholder, "ticket_qr">, string> {
  return {
    name: reader.name,
    event_name: event.event_name,
    event_date: formatEventDate(formatWallClock(event.event_datetime), event.time_zone),
    venue: event.venue ?? "a venue to be announced",
    app_link: reader.appLink,
  };
}

/** The HTML twin of a body: the text escaped piece by piece around the placeholders. */
function htmlOf(body: string, texts: ReturnType<typeof textOf>): string {
  const html = body
    .split(PLACEHOLDER)
    .map((piece, index) => {
      if (index % 2 === 0) return escapeHtml(piece);
      const name = piece as MessagePlaceholder;
      if (name === "ticket_qr") {
        return `<img src="cid:${TICKET_QR_CID}" alt="Ticket QR code" width="240" height="240">`;
      }
      const text = escapeHtml(texts[name]);
      return name === "app_link" ? `<a href="${text}">${text}</a>` : text;
    })
    .join("")
    .replaceAll("\n", "<br>\n");
  return `<!doctype html><html><body><p>${html}</p></body></html>`;
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
  const texts = textOf(reader, event);
  const qrText = medium === "email" ? TICKET_QR_TEXT : MY_MESSAGE_TICKET_TEXT;
  const replace = (source: string, qr: string) =>
    source.replace(PLACEHOLDER, (_match, name: MessagePlaceholder) =>
      name === "ticket_qr" ? qr : texts[name],
    );
  const hasTicketQr = template.body.includes("{ticket_qr}");
  const rendered: RenderedMessage = {
    subject: replace(template.subject, ""),
    text: replace(template.body, qrText),
    hasTicketQr,
  };
  if (!hasTicketQr || medium === "app") return rendered;
  return { ...rendered, html: htmlOf(template.body, texts) };
}
