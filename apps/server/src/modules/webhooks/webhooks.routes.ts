import {
  createWebhookRequestSchema,
  createWebhookResponseSchema,
  errorResponseSchema,
  MAX_WEBHOOKS_PER_EVENT,
  messageResponseSchema,
  updateWebhookRequestSchema,
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  WEBHOOK_DELIVERY_RETENTION_DAYS,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT_TYPE,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesResponseSchema,
  webhookDeliveryParamsSchema,
  webhookDeliveryResponseSchema,
  webhookDetailsResponseSchema,
  webhookParamsSchema,
  webhookResponseSchema,
  webhooksQuerySchema,
  webhooksResponseSchema,
} from "@events/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { eventNotFoundResponse, inputErrors, okOrNotFound } from "../../http/openapi.js";
import type { WebhooksService } from "./webhooks.service.js";

export interface WebhooksRoutesOptions {
  webhooksService: WebhooksService;
}

const TAGS = ["webhooks"];
const ACCESS =
  "Event admins for the webhooks of their own events; system admins for every webhook, those of every event (event_id null) included. Not with an API token.";
const webhookNotFoundResponse = errorResponseSchema.describe(
  `"${WEBHOOK_MESSAGES.notFound}": none, of an event the caller does not manage, or (for an event admin) of every event`,
);
const deliveryNotFoundResponse = errorResponseSchema.describe(
  `"${WEBHOOK_MESSAGES.notFound}", or "${WEBHOOK_MESSAGES.deliveryNotFound}" (not one of this webhook's)`,
);
const disabledResponse = errorResponseSchema.describe(
  `"${WEBHOOK_MESSAGES.enableFirst}": enable it with PUT first`,
);

/** Webhooks (prefix /api/webhooks): where the product tells other systems what changed. */
export const webhooksRoutes: FastifyPluginAsyncZod<WebhooksRoutesOptions> = async (
  app,
  { webhooksService: service },
) => {
  // "" rather than "/": the routes are exactly /api/webhooks, without trailing-slash twins.
  app.post(
    "",
    {
      schema: {
        summary: "Add a webhook",
        description: `Each change of an event_types' kind in the event (event_id; left out or null: every event, for system admins only, else 400 "${WEBHOOK_MESSAGES.eventRequired}") is POSTed to url, signed as the Standard Webhooks specification says with the answered secret, which is shown this once. At most ${MAX_WEBHOOKS_PER_EVENT} webhooks per event (and of every event). The bodies are described in this document's webhooks. ${ACCESS}`,
        tags: TAGS,
        body: createWebhookRequestSchema,
        response: {
          201: createWebhookResponseSchema,
          ...inputErrors,
          404: eventNotFoundResponse,
          409: errorResponseSchema.describe(`"${WEBHOOK_MESSAGES.tooMany}"`),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createWebhook(request, request.body)),
  );

  app.get(
    "",
    {
      schema: {
        summary: "The webhooks the caller may manage",
        description: `With event_id, that event's only (not those of every event); else a system admin's every webhook, an event admin's those of their events. Each with its event's name, who added it and how its last delivery went; oldest first. ${ACCESS}`,
        tags: TAGS,
        querystring: webhooksQuerySchema,
        response: okOrNotFound(webhooksResponseSchema, eventNotFoundResponse),
      },
    },
    async (request) => ({
      webhooks: await service.listWebhooks(request, request.query.event_id),
    }),
  );

  app.get(
    "/:id",
    {
      schema: {
        summary: "A webhook",
        description: `Never its secret. ${ACCESS}`,
        tags: TAGS,
        params: webhookParamsSchema,
        response: okOrNotFound(webhookDetailsResponseSchema, webhookNotFoundResponse),
      },
    },
    async (request) => ({ webhook: await service.getWebhook(request, request.params.id) }),
  );

  app.put(
    "/:id",
    {
      schema: {
        summary: "Change a webhook's address and event types, or enable or disable it",
        description: `enabled false stops its deliveries; true starts them again and forgets why the server disabled it, if it did. Its event and secret stay. ${ACCESS}`,
        tags: TAGS,
        params: webhookParamsSchema,
        body: updateWebhookRequestSchema,
        response: okOrNotFound(webhookResponseSchema, webhookNotFoundResponse),
      },
    },
    (request) => service.updateWebhook(request, request.params.id, request.body),
  );

  app.delete(
    "/:id",
    {
      schema: {
        summary: "Delete a webhook",
        description: `With its deliveries: those not sent yet are not sent. ${ACCESS}`,
        tags: TAGS,
        params: webhookParamsSchema,
        response: okOrNotFound(messageResponseSchema, webhookNotFoundResponse),
      },
    },
    async (request) => {
      await service.deleteWebhook(request, request.params.id);
      return { message: WEBHOOK_MESSAGES.deleted };
    },
  );

  app.get(
    "/:id/deliveries",
    {
      schema: {
        summary: "A webhook's deliveries, newest first",
        description: `${WEBHOOK_DELIVERIES_PAGE_SIZE} a page: each one's state, attempts, the last attempt's answer (status, time, its first bytes) or error. Kept ${WEBHOOK_DELIVERY_RETENTION_DAYS} days. ${ACCESS}`,
        tags: TAGS,
        params: webhookParamsSchema,
        querystring: webhookDeliveriesQuerySchema,
        response: okOrNotFound(webhookDeliveriesResponseSchema, webhookNotFoundResponse),
      },
    },
    (request) => service.listDeliveries(request, request.params.id, request.query),
  );

  app.post(
    "/:id/deliveries/:deliveryId/redeliver",
    {
      schema: {
        summary: "Send a delivery again",
        description: `It is sent again soon with the same body and the same webhook-id header, so a receiver that had it can tell; its attempts keep counting. A disabled webhook answers 409. ${ACCESS}`,
        tags: TAGS,
        params: webhookDeliveryParamsSchema,
        response: {
          ...okOrNotFound(webhookDeliveryResponseSchema, deliveryNotFoundResponse),
          409: disabledResponse,
        },
      },
    },
    (request) => service.redeliver(request, request.params.id, request.params.deliveryId),
  );

  app.post(
    "/:id/test",
    {
      schema: {
        summary: "Send a test delivery",
        description: `Queues a delivery of type ${WEBHOOK_TEST_EVENT_TYPE}, whatever the webhook subscribes to: data names no record (id null), no changes, and the caller as actor. A disabled webhook answers 409. ${ACCESS}`,
        tags: TAGS,
        params: webhookParamsSchema,
        response: {
          202: webhookDeliveryResponseSchema,
          ...inputErrors,
          404: webhookNotFoundResponse,
          409: disabledResponse,
        },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await service.sendTest(request, request.params.id)),
  );
};
