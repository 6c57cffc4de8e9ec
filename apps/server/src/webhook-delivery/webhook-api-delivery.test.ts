import type { CreateWebhookResponse, WebhookDeliveriesResponse } from "@events/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenCaller } from "../test/api-tokens.js";
import { insertEvent } from "../test/factories.js";
import { setUpModuleTest } from "../test/module-test.js";
import { type Receiver, startReceiver, verifyRequest } from "./test-webhooks.js";

// From a change made through the API to a delivery its receiver verifies: the webhooks module
// writes the delivery with the change, and the sender of the same app sends it.

const moduleTest = setUpModuleTest("webhook-api-delivery", {
  prepare: async () => ({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true" }),
});
const admins = moduleTest.signInAdminsBeforeAll();
let target: Receiver;

beforeAll(async () => {
  target = await startReceiver(() => ({ status: 200, body: "thanks" }));
});

afterAll(async () => {
  await target?.close();
});

describe("a change made through the API", () => {
  it("reaches the webhook's receiver signed, and its delivery is listed as succeeded", async () => {
    const eventId = await insertEvent(moduleTest.db, admins.eventAdmin.id);
    const created = await moduleTest.call(admins.eventAdmin, "POST", "/api/webhooks", {
      json: { url: target.url, event_types: ["participant.created"], event_id: eventId },
    });
    expect(created.statusCode).toBe(201);
    const webhook = created.json<CreateWebhookResponse>();
    const script = await tokenCaller(moduleTest.db, admins.eventAdmin.id, { name: "CRM sync" });

    const added = await moduleTest.call(script, "POST", "/api/participants/create-single", {
      json: {
        event_id: eventId,
        name: "Ada Lovelace",
        email: "ada.webhook@example.org",
        username: "ada-webhook",
      },
    });
    expect(added.statusCode).toBe(201);
    const participantId = added.json<{ participant: { id: string } }>().participant.id;

    const [request] = await target.untilRequests(1);
    if (!request) throw new Error("no request");
    expect(verifyRequest(request, webhook.secret)).toMatchObject({
      type: "participant.created",
      data: {
        id: participantId,
        event_id: eventId,
        changes: { name: [null, "Ada Lovelace"] },
        actor: { id: admins.eventAdmin.id, via_token: "CRM sync" },
      },
    });

    let listed: WebhookDeliveriesResponse["deliveries"] = [];
    for (const deadline = Date.now() + 20_000; listed[0]?.status !== "succeeded"; ) {
      if (Date.now() > deadline) throw new Error("the delivery was not recorded as succeeded");
      const response = await moduleTest.call(
        admins.eventAdmin,
        "GET",
        `/api/webhooks/${webhook.id}/deliveries`,
      );
      listed = response.json<WebhookDeliveriesResponse>().deliveries;
    }
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      webhook_id: request.headers["webhook-id"],
      event_type: "participant.created",
      attempts: 1,
      response_status: 200,
      response_body: "thanks",
      error: null,
      next_attempt_at: null,
    });
    expect(target.requests).toHaveLength(1);
  });
});
