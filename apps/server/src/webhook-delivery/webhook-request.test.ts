import { WEBHOOK_MESSAGES } from "@events/contract";
import { afterEach, describe, expect, it } from "vitest";
import { startReceiver, verifyRequest } from "./test-webhooks.js";
import { type PostLimits, postWebhook, type ResolvedAddress } from "./webhook-request.js";
import { webhookHeaders } from "./webhook-signature.js";

// One attempt on its own, without a database: how the address is checked and then held to.

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function receiver() {
  const started = await startReceiver();
  closers.push(() => started.close());
  return started;
}

/** A resolver that answers each call with the next of `answers` (the last one again after). */
function scriptedResolver(answers: ResolvedAddress[][]) {
  const calls: string[] = [];
  return {
    calls,
    resolve: async (hostname: string) => {
      calls.push(hostname);
      return answers[Math.min(calls.length, answers.length) - 1] ?? [];
    },
  };
}

const loopback = { address: "127.0.0.1", family: 4 };
const publicAddress = { address: "203.0.113.7", family: 4 };

function limits(overrides: Partial<PostLimits>): PostLimits {
  return {
    timeoutMs: 2_000,
    maxResponseBytes: 64 * 1024,
    keptResponseBytes: 1024,
    allowPrivateNetworks: false,
    resolve: async () => [],
    ...overrides,
  };
}

const post = (url: string) => ({
  url,
  headers: { "content-type": "application/json" },
  body: "{}",
});

describe("one attempt's address", () => {
  it("connects to the address it resolved and checked, naming the host in the request", async () => {
    const target = await receiver();
    const port = new URL(target.url).port;
    const resolver = scriptedResolver([[loopback]]);

    const outcome = await postWebhook(
      post(`http://receiver.invalid:${port}/hook`),
      limits({ allowPrivateNetworks: true, resolve: resolver.resolve }),
    );

    expect(outcome).toMatchObject({ succeeded: true, responseStatus: 200, responseBody: "ok" });
    expect(resolver.calls).toEqual(["receiver.invalid"]);
    expect(target.requests.map((request) => request.headers.host)).toEqual([
      `receiver.invalid:${port}`,
    ]);
  });

  it("never resolves the host again: a name that turns private after the check is not reached", async () => {
    const target = await receiver();
    const port = new URL(target.url).port;
    // A rebinding DNS: public for the check, loopback for whoever asks next.
    const resolver = scriptedResolver([[publicAddress], [loopback]]);

    const outcome = await postWebhook(
      post(`http://rebind.invalid:${port}/hook`),
      limits({ timeoutMs: 300, resolve: resolver.resolve }),
    );

    expect(outcome.succeeded).toBe(false);
    expect(resolver.calls).toEqual(["rebind.invalid"]);
    expect(target.requests).toEqual([]);
  });

  it("refuses when any of the host's addresses is private, before connecting", async () => {
    const target = await receiver();
    const port = new URL(target.url).port;
    const resolver = scriptedResolver([[publicAddress, loopback]]);

    const outcome = await postWebhook(
      post(`http://mixed.invalid:${port}/hook`),
      limits({ resolve: resolver.resolve }),
    );

    expect(outcome).toMatchObject({
      succeeded: false,
      responseStatus: null,
      responseBody: null,
      error: WEBHOOK_MESSAGES.privateAddress,
    });
    expect(target.requests).toEqual([]);
  });

  it.each([
    "http://127.0.0.1:PORT/hook",
    "http://[::ffff:127.0.0.1]:PORT/hook",
    "http://[::1]:PORT/hook",
    "http://2130706433:PORT/hook",
    "http://0x7f.1:PORT/hook",
  ])("refuses %s, an address written in the URL, without resolving", async (written) => {
    const target = await receiver();
    const resolver = scriptedResolver([[publicAddress]]);

    const outcome = await postWebhook(
      post(written.replace("PORT", new URL(target.url).port)),
      limits({ resolve: resolver.resolve }),
    );

    expect(outcome.error).toBe(WEBHOOK_MESSAGES.privateAddress);
    expect(resolver.calls).toEqual([]);
    expect(target.requests).toEqual([]);
  });

  it("sends what a Standard Webhooks library verifies", async () => {
    const target = await receiver();
    const secret = `whsec_${Buffer.from("a key of some thirty-two bytes!!").toString("base64")}`;
    const body = JSON.stringify({ type: "webhook.test", timestamp: new Date().toISOString() });
    const headers = webhookHeaders(secret, {
      messageId: "msg_2b7dKQ1y",
      timestamp: Math.floor(Date.now() / 1000),
      body,
    });

    await postWebhook({ url: target.url, headers, body }, limits({ allowPrivateNetworks: true }));

    const [request] = target.requests;
    if (!request) throw new Error("no request");
    expect(verifyRequest(request, secret)).toEqual(JSON.parse(body));
    expect(() =>
      verifyRequest(request, `whsec_${Buffer.from("another key").toString("base64")}`),
    ).toThrow();
  });
});
