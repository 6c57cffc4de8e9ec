import {
  errorResponseSchema,
  MESSAGE_TEXTS,
  myMessageParamsSchema,
  myMessageResponseSchema,
  myMessagesResponseSchema,
} from "@events/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { commonErrors, okOrNotFound, PARTICIPANTS_APP_TAG } from "../../http/openapi.js";
import type { AppInboxService } from "./app-inbox.service.js";

export interface AppInboxRoutesOptions {
  inboxService: AppInboxService;
}

const copyNotFoundResponse = errorResponseSchema.describe(
  `"${MESSAGE_TEXTS.notFound}": no such copy, or not one of the signed-in participant's`,
);

export const appInboxRoutes: FastifyPluginAsyncZod<AppInboxRoutesOptions> = async (
  app,
  { inboxService },
) => {
  app.get(
    "/messages",
    {
      schema: {
        summary: "The organisers' messages to the signed-in participant, newest first",
        description:
          "The person's copies across every event they are a participant of, with the " +
          "placeholders filled in for them; unread counts those not yet marked read. A " +
          "participant removed from an event no longer sees that event's messages.",
        tags: [PARTICIPANTS_APP_TAG],
        response: { 200: myMessagesResponseSchema, ...commonErrors },
      },
    },
    (request) => inboxService.list(request),
  );

  app.post(
    "/messages/:messageId/read",
    {
      schema: {
        summary: "Mark one of the signed-in participant's messages read",
        description: "messageId is the person's copy (a message's id in GET /api/me/messages).",
        tags: [PARTICIPANTS_APP_TAG],
        params: myMessageParamsSchema,
        response: okOrNotFound(myMessageResponseSchema, copyNotFoundResponse),
      },
    },
    (request) => inboxService.markRead(request, request.params.messageId),
  );
};
