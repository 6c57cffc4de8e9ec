import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { App } from "../app.js";
import { AUTH_RATE_LIMITS } from "../modules/auth/auth.routes.js";
import { setUpAppsOnOneDatabase } from "../test/apps-on-one-database.js";

const redisUrl = process.env.TEST_REDIS_URL;

const servers = setUpAppsOnOneDatabase();
const startServer = (env: Record<string, string>) => servers.startApp(env);

function attemptLogin(app: App, remoteAddress: string) {
  return app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress,
    payload: { email: `nobody${randomInt(1e9)}@example.com`, password: "whatever" },
  });
}

describe("rate limits across servers", () => {
  it.skipIf(!redisUrl)(
    "counts one address's attempts on every server sharing REDIS_URL",
    async () => {
      const first = await startServer({ REDIS_URL: redisUrl ?? "" });
      const second = await startServer({ REDIS_URL: redisUrl ?? "" });
      // A fresh address per run: Redis keeps counters between runs for the window's length.
      const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
      for (let attempt = 0; attempt < AUTH_RATE_LIMITS.loginPerIp.max; attempt += 1) {
        const server = attempt % 2 === 0 ? first : second;
        expect((await attemptLogin(server, address)).statusCode).toBe(401);
      }
      expect((await attemptLogin(first, address)).statusCode).toBe(429);
      expect((await attemptLogin(second, address)).statusCode).toBe(429);
    },
    // Two server processes start here: on a loaded machine that alone can take most of 30 s.
    90_000,
  );

  it("lets sign-in through when the shared store cannot be reached", async () => {
    // Nothing listens on port 1: every store call fails.
    const app = await startServer({ REDIS_URL: "redis://127.0.0.1:1" });
    const response = await attemptLogin(app, "10.255.255.1");
    expect(response.statusCode).toBe(401);
  });
});
