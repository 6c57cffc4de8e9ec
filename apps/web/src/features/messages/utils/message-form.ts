import {
  DEFAULT_MESSAGE_DELIVERY,
  type MessageDraftValues,
  type MessagePlaceholder,
  TICKET_MESSAGE_TEMPLATE,
} from "@events/contract";
import { type FieldError, getFormFieldErrors, isFieldAmong } from "@/lib/server-field-errors";

/**
 * A new message goes to the active participants, by e-mail and to the app's inbox, unless the
 * admin chooses otherwise.
 */
export const NEW_MESSAGE_VALUES: MessageDraftValues = {
  subject: "",
  body: "",
  segment: { status: "active" },
  delivery: DEFAULT_MESSAGE_DELIVERY,
};

/** 'Send tickets' opens the composer with the contract's ticket template. */
export const TICKET_MESSAGE_VALUES: MessageDraftValues = {
  ...NEW_MESSAGE_VALUES,
  subject: TICKET_MESSAGE_TEMPLATE.subject,
  body: TICKET_MESSAGE_TEMPLATE.body,
};

/** How a placeholder is written in a subject or a message. */
export function placeholderToken(name: MessagePlaceholder): string {
  return `{${name}}`;
}

const MESSAGE_FORM_FIELDS = [
  "subject",
  "body",
  "segment.role",
  "segment.status",
  "segment.checked_in",
  "delivery",
] as const;
export type MessageFormField = (typeof MESSAGE_FORM_FIELDS)[number];
export type MessageFormFieldError = FieldError<MessageFormField>;

/** The server's refusals of single fields (its 400 details), the first per field. */
export function getMessageServerFieldErrors(error: unknown): MessageFormFieldError[] {
  return getFormFieldErrors(error, isFieldAmong(MESSAGE_FORM_FIELDS));
}

// The selects hold text; '' stands for 'any', which leaves that part of the segment out.
export function readOptionalChoice(value: string): string | undefined {
  return value === "" ? undefined : value;
}

export function readCheckedInChoice(value: string): boolean | undefined {
  return value === "" ? undefined : value === "true";
}

/** `text` with `token` in place of the selection from `start` to `end`, and where the caret goes. */
export function insertAt(
  text: string,
  token: string,
  start: number,
  end: number,
): { text: string; caret: number } {
  return { text: text.slice(0, start) + token + text.slice(end), caret: start + token.length };
}
