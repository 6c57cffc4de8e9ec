import { CONFIRMATION_MINUTES, TICKET_MESSAGE_TEMPLATE, wallClockIn } from "@events/contract";
import type { RegistrationRow } from "../db/schema.js";
import { formatWallClock } from "../db/wall-clock.js";
import {
  formatEventDate,
  type MessageEvent,
  type RenderedMessage,
  renderMessage,
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
}

export const CANCEL_LINK_TEXT = "Cancel my registration";

function eventDateOf(event: MessageEvent): string {
  return formatEventDate(formatWallClock(event.event_datetime), event.time_zone);
}

function plain(subject: string, lines: readonly string[]): RenderedMessage {
  return { subject, text: lines.join("\n"), hasTicketQr: false };
}

/** The e-mail of that kind about one registration. */
export function describeRegistrationMail(
  kind: RegistrationMailKind,
  { registration, event, cancelUrl, offerUrl, position, appLink }: RegistrationMailContext,
): RenderedMessage {
  const hello = `Hello ${registration.name},`;
  const cancelLine = `${CANCEL_LINK_TEXT}: ${cancelUrl}`;
  const eventName = event.event_name;
  switch (kind) {
    case "ticket":
      return renderMessage(
        {
          subject: TICKET_MESSAGE_TEMPLATE.subject,
          body: `${TICKET_MESSAGE_TEMPLATE.body}\n\nCannot come after all? ${cancelLine}`,
        },
        { name: registration.name, appLink },
        event,
      );
    case "pending":
      return plain(`We received your registration for ${eventName}`, [
        hello,
        "",
        `Thank you for registering for ${eventName} on ${eventDateOf(event)}. The organiser reviews each registration and will write to you soon.`,
        "",
        cancelLine,
      ]);
    case "waiting":
      return plain(`You are on the waiting list for ${eventName}`, [
        hello,
        "",
        `${eventName} is full for now: you are number ${position ?? 1} on the waiting list. If a place frees up, we will e-mail you an offer to take it.`,
        "",
        `To leave the waiting list: ${cancelUrl}`,
      ]);
    case "offer": {
      const until = registration.offered_until
        ? formatEventDate(wallClockIn(event.time_zone, registration.offered_until), event.time_zone)
        : "soon";
      return plain(`A place is free for you at ${eventName}`, [
        hello,
        "",
        `A place has freed up at ${eventName} on ${eventDateOf(event)}, and it is held for you until ${until}.`,
        "",
        `Accept or decline it here: ${offerUrl}`,
        "",
        "If you do not answer by then, the place passes to the next person on the waiting list.",
      ]);
    }
    case "offer_expired":
      return plain(`The place at ${eventName} has passed on`, [
        hello,
        "",
        `The place offered to you at ${eventName} was not taken in time, so it has passed to the next person on the waiting list.`,
      ]);
    case "cancelled":
      return plain(`Your registration for ${eventName} is cancelled`, [
        hello,
        "",
        `Your registration for ${eventName} on ${eventDateOf(event)} is cancelled. Your place is free for someone else.`,
      ]);
    case "rejected":
      return plain(`Your registration for ${eventName}`, [
        hello,
        "",
        `Your registration for ${eventName} was not accepted.`,
        ...(registration.reject_message
          ? ["", "The organiser's message:", registration.reject_message]
          : []),
      ]);
  }
}

/** The e-mail with the code that confirms an address. */
export function confirmationCodeMail(eventName: string, code: string) {
  return {
    subject: `Your code to register for ${eventName}`,
    code,
    text: [
      `Your code to confirm your registration for ${eventName} is ${code}`,
      "",
      `Type it on the registration page within ${CONFIRMATION_MINUTES} minutes.`,
      "",
      "If you did not register, you can ignore this e-mail: nothing happens without the code.",
    ].join("\n"),
  };
}

/**
 * The e-mail to an address already registered, instead of a code: the form answered as for
 * anyone, and only the mailbox's owner learns why no code came.
 */
export function alreadyRegisteredMail(eventName: string) {
  return {
    subject: `You are already registered for ${eventName}`,
    text: [
      `Someone, probably you, just tried to register this address for ${eventName}, but it is already registered: there is nothing more to do.`,
      "",
      "To cancel, use the link in the e-mail we sent you when you registered.",
      "",
      "If it was not you, you can ignore this e-mail.",
    ].join("\n"),
  };
}
