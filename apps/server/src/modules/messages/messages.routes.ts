import {
  errorResponseSchema,
  eventIdParamsSchema,
  MESSAGE_BODY_MAX_LENGTH,
  MESSAGE_PLACEHOLDERS,
  MESSAGE_SUBJECT_MAX_LENGTH,
  MESSAGE_TEXTS,
  messageDetailsResponseSchema,
  messageDraftSchema,
  messageParamsSchema,
  messagePreviewRequestSchema,
  messagePreviewResponseSchema,
  messageRecipientsQuerySchema,
  messagesListResponseSchema,
  sendMessageResponseSchema,
} from "@events/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { eventNotFoundResponse, inputErrors, okOrNotFound } from "../../http/openapi.js";
import type { MessagesService } from "./messages.service.js";

export interface MessagesRoutesOptions {
  messagesService: MessagesService;
}

const DRAFT_DESCRIPTION =
  `subject (1 to ${MESSAGE_SUBJECT_MAX_LENGTH} characters) and body (plain text, 1 to ` +
  `${MESSAGE_BODY_MAX_LENGTH} characters) may use the placeholders ` +
  `${MESSAGE_PLACEHOLDERS.map((name) => `{${name}}`).join(", ")}; {ticket_qr} (the body only) ` +
  "shows the participant's ticket as a QR code image (in the app's inbox, a line naming its " +
  "ticket screen); {app_link} is the participants' app: the personal sign-in link of a " +
  "participant who is not asked for a code (skip_otp), else the app's address. Any other " +
  "{word} is refused. segment narrows the recipients by role, status (active or inactive) and " +
  "checked_in. delivery: email_and_app (default) e-mails each copy and posts it to the " +
  "participant's inbox in the app; app_only posts it to the inbox only, and no e-mail is sent. " +
  "Event admins only for their own events.";

const messageNotFoundResponse = errorResponseSchema.describe(
  `"${MESSAGE_TEXTS.notFound}", or the event is not found`,
);

export const messagesRoutes: FastifyPluginAsyncZod<MessagesRoutesOptions> = async (
  app,
  { messagesService },
) => {
  app.post(
    "/:id/messages/preview",
    {
      config: { token: "messages:read" },
      schema: {
        summary: "Preview a message: how many it reaches, and one recipient's copy",
        description: `${DRAFT_DESCRIPTION} participant_id chooses whose copy; by default the first recipient by name.`,
        tags: ["messages"],
        params: eventIdParamsSchema,
        body: messagePreviewRequestSchema,
        response: okOrNotFound(messagePreviewResponseSchema, eventNotFoundResponse),
      },
    },
    (request) => messagesService.preview(request, request.params.id, request.body),
  );

  app.post(
    "/:id/messages",
    {
      config: { token: "messages" },
      schema: {
        summary: "Send a message to an event's participants",
        description:
          `${DRAFT_DESCRIPTION} One copy per recipient is stored; an e-mailed one is queued and ` +
          `sent in the background (GET the message for progress). A segment that reaches nobody answers 400 "${MESSAGE_TEXTS.noRecipients}".`,
        tags: ["messages"],
        params: eventIdParamsSchema,
        body: messageDraftSchema,
        response: {
          202: sendMessageResponseSchema,
          ...inputErrors,
          404: eventNotFoundResponse,
        },
      },
    },
    async (request, reply) => {
      const sent = await messagesService.send(request, request.params.id, request.body);
      return reply.code(202).send(sent);
    },
  );

  app.get(
    "/:id/messages",
    {
      config: { token: "messages" },
      schema: {
        summary: "The messages sent to an event's participants, newest first, with progress",
        tags: ["messages"],
        params: eventIdParamsSchema,
        response: okOrNotFound(messagesListResponseSchema, eventNotFoundResponse),
      },
    },
    (request) => messagesService.list(request, request.params.id),
  );

  app.get(
    "/:id/messages/:messageId",
    {
      config: { token: "messages" },
      schema: {
        summary: "One message and a page of its recipients with their delivery state",
        description:
          "Recipients by name; state (queued, sent, failed, cancelled, app_only) and q (name or e-mail) filter them.",
        tags: ["messages"],
        params: messageParamsSchema,
        querystring: messageRecipientsQuerySchema,
        response: okOrNotFound(messageDetailsResponseSchema, messageNotFoundResponse),
      },
    },
    (request) =>
      messagesService.details(request, request.params.id, request.params.messageId, request.query),
  );
};
