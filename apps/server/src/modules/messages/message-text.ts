import type { MessagePlaceholder } from "@events/contract";
import { formatWallClock } from "../../db/wall-clock.js";
import { escapeHtml } from "../../text/escape-html.js";

/** The event fields the placeholders read, as the database holds them. */
export interface MessageEvent {
  event_name: string;
  event_datetime: string | null;
  /** The zone the wall-clock time is in, named beside it: a reader elsewhere knows which. */
  time_zone: string;
  venue: string | null;
}

export interface RenderedMessage {
  subject: string;
  text: string;
  /** Only when the body shows the ticket's QR code, which needs an image. */
  html?: string;
  hasTicketQr: boolean;
}

export const TICKET_QR_CID = "ticket-qr";
const TICKET_QR_TEXT = "[Your ticket's QR code is shown as an image in this e-mail]";
const PLACEHOLDER = /\{(name|event_name|event_date|venue|ticket_qr)\}/g;

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
  recipientName: string,
  event: MessageEvent,
): Record<Exclude<MessagePlaceholder, "ticket_qr">, string> {
  return {
    name: recipientName,
    event_name: event.event_name,
    event_date: formatEventDate(formatWallClock(event.event_datetime), event.time_zone),
    venue: event.venue ?? "a venue to be announced",
  };
}

/**
 * One recipient's copy. The text stays plain; the HTML twin (escaped text, line breaks kept)
 * exists only to show {ticket_qr} as an inline image. Placeholders were checked when the
 * message was written, so any other brace is the writer's own text and stays as it is.
 */
export function renderMessage(
  template: { subject: string; body: string },
  recipientName: string,
  event: MessageEvent,
): RenderedMessage {
  const texts = textOf(recipientName, event);
  const replace = (source: string, qr: string) =>
    source.replace(PLACEHOLDER, (_match, name: MessagePlaceholder) =>
      name === "ticket_qr" ? qr : texts[name],
    );
  const hasTicketQr = template.body.includes("{ticket_qr}");
  const rendered: RenderedMessage = {
    subject: replace(template.subject, ""),
    text: replace(template.body, TICKET_QR_TEXT),
    hasTicketQr,
  };
  if (!hasTicketQr) return rendered;
  // The template is escaped piece by piece around the placeholders, so no text becomes markup.
  const pieces = template.body.split(PLACEHOLDER);
  const html = pieces
    .map((piece, index) => {
      if (index % 2 === 0) return escapeHtml(piece);
      const name = piece as MessagePlaceholder;
      return name === "ticket_qr"
        ? `<img src="cid:${TICKET_QR_CID}" alt="Ticket QR code" width="240" height="240">`
        : escapeHtml(texts[name]);
    })
    .join("")
    .replaceAll("\n", "<br>\n");
  return { ...rendered, html: `<!doctype html><html><body><p>${html}</p></body></html>` };
}
