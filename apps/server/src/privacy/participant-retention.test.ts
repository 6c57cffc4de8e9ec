import { describe, expect, it } from "vitest";
import { auditRetentionSweep } from "../audit/audit-retention.js";
import type { Database } from "../db/client.js";
import { webhookRetentionSweep } from "../modules/webhooks/webhook-retention.js";
import { participantRetentionSweep } from "./participant-retention.js";

const unused = (): never => {
  throw new Error("a sweep's schedule is read here, never run");
};

describe("the retention sweeps' first runs", () => {
  it("start one after another, so a starting server begins one large delete at a time", () => {
    const firstDelays = [
      auditRetentionSweep({} as Database, 30),
      webhookRetentionSweep({ deleteOldDeliveries: unused }),
      participantRetentionSweep({ eraseExpiredEvents: unused }),
    ].map((sweep) => sweep.defaultFirstDelayMs);

    expect(firstDelays).toEqual([60_000, 120_000, 180_000]);
  });
});
