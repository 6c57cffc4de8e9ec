import { z } from "zod";
import { recordIdsSchema } from "./common.js";

// The participants' app: the organiser's messages to the signed-in person. Routes (app session):
//   GET  /api/me/messages                 myMessagesResponseSchema
//   POST /api/me/messages/:messageId/read myMessageResponseSchema  (marks it read)
// messageId is the person's copy (a message recipient row), not the message sent to many.
// Admins choose in the composer whether a message is e-mailed and posted to the app's inbox
// (email_and_app, the default) or posted to the inbox only (app_only): MESSAGE_DELIVERIES, in
// message-constants.ts.

/** What {ticket_qr} reads in the inbox: the ticket itself is the app's own screen. */
export const MY_MESSAGE_TICKET_TEXT = "Your ticket is in the app under My ticket";

export const myMessageSchema = z.object({
  id: z.uuid().describe("The person's copy"),
  event_id: z.uuid(),
  event_name: z.string(),
  subject: z.string().describe("With the placeholders filled in for this person"),
  body: z.string().describe("Plain text, the placeholders filled in for this person"),
  sent_at: z.string().describe("When the organiser sent it, UTC ISO 8601"),
  is_read: z.boolean(),
});
export type MyMessage = z.infer<typeof myMessageSchema>;

export const myMessagesResponseSchema = z.object({
  messages: z.array(myMessageSchema).describe("Newest first"),
  unread: z.number().int(),
});
export type MyMessagesResponse = z.infer<typeof myMessagesResponseSchema>;
export const myMessageResponseSchema = z.object({ message: myMessageSchema });
export type MyMessageResponse = z.infer<typeof myMessageResponseSchema>;

export const myMessageParamsSchema = recordIdsSchema({ messageId: "message" });
