import { type ParticipantRow, participants } from "../db/schema.js";

/** What an e-mail needs of its participant for {ticket_qr} and {app_link}. */
export type MailedTicket = Pick<ParticipantRow, "id" | "check_in_code" | "skip_otp">;

/** The participant columns to select a MailedTicket beside what an e-mail is about. */
export const mailedTicketColumns = {
  id: participants.id,
  check_in_code: participants.check_in_code,
  skip_otp: participants.skip_otp,
} satisfies Record<keyof MailedTicket, unknown>;
