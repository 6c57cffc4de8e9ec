import { WEBHOOK_MAX_IN_FLIGHT } from "@events/contract";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setUpTestDatabase } from "../test/file-database.js";
import { insertDeliveries, insertWebhook } from "./test-webhooks.js";
import { createWebhookDeliveryRepository } from "./webhook-delivery.repository.js";

// The claim itself, from many connections at once, without a sender around it.

const database = setUpTestDatabase();

describe("claiming due deliveries", () => {
  it("hands each delivery to one claim at a time, and never more than 4 of a webhook, however many claim at once", async () => {
    const repository = createWebhookDeliveryRepository(database.db);
    // Each round on new webhooks: as many claims as the pool has connections race for them.
    for (let round = 0; round < 5; round += 1) {
      const webhooks = await Promise.all(
        [1, 2, 3].map((index) =>
          insertWebhook(database.db, { url: `http://hook${index}.invalid/` }),
        ),
      );
      for (const webhook of webhooks) {
        await insertDeliveries(database.db, webhook.id, Array(20).fill(null));
      }
      const claims = await Promise.all(
        Array.from({ length: 10 }, () =>
          repository.claimDue({
            count: 16,
            maxInFlightPerWebhook: WEBHOOK_MAX_IN_FLIGHT,
            leaseMs: 60_000,
          }),
        ),
      );

      // Nothing was recorded, so every lease still holds: each webhook's first four, once each.
      const claimedIds = claims.flat().map((delivery) => delivery.id);
      expect(claimedIds).toHaveLength(webhooks.length * WEBHOOK_MAX_IN_FLIGHT);
      expect(new Set(claimedIds).size).toBe(claimedIds.length);
      const leased = await database.db.execute(sql`select webhook_id, count(*)::int as leased,
          sum(attempts)::int as attempts
        from webhook_deliveries where webhook_id = any(${sql.param(webhooks.map((webhook) => webhook.id))}::uuid[])
          and locked_until > now()
        group by webhook_id`);
      expect((leased as unknown as { rows: unknown[] }).rows).toEqual(
        expect.arrayContaining(
          webhooks.map((webhook) => ({ webhook_id: webhook.id, leased: 4, attempts: 4 })),
        ),
      );
    }
  });
});
