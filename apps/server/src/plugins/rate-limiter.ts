import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { tooManyRequestsError } from "../http/rate-limit.js";

export interface RateLimiter {
  /** Asks the shared counter store for an answer; undefined when there is none (no REDIS_URL). */
  pingRedis: (() => Promise<string>) | undefined;
}

/**
 * @fastify/rate-limit, off by default: limits are per route (see http/rate-limit.ts). With a
 * Redis URL the counters are shared by every server; without it each process counts for itself,
 * which is safe to lose.
 */
export async function registerRateLimiter(
  app: FastifyInstance,
  options: { redisUrl: string | undefined },
): Promise<RateLimiter> {
  const redis = options.redisUrl
    ? // Loaded only when configured: it is a tenth of a second of every start.
      new (await import("ioredis")).Redis(options.redisUrl, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
      })
    : undefined;
  if (redis) {
    let isStoreDown = false;
    redis.on("error", (error) => {
      if (!isStoreDown) app.log.warn({ err: error }, "rate-limit store unreachable; not limiting");
      isStoreDown = true;
    });
    redis.on("ready", () => {
      isStoreDown = false;
    });
    app.addHook("onClose", async () => {
      if (redis.status === "ready") await redis.quit();
      else redis.disconnect();
    });
  }
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: "events-rate-limit:" } : {}),
    // A Redis outage must not lock everyone out of signing in; the per-account code limits in
    // the database still hold.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      tooManyRequestsError(Math.ceil(context.ttl / 1000)),
  });
  return { pingRedis: redis ? () => redis.ping() : undefined };
}
