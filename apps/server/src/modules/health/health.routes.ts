import {
  errorResponseSchema,
  HTTP_MESSAGES,
  healthLiveResponseSchema,
  healthReadyResponseSchema,
  healthResponseSchema,
} from "@events/contract";
import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type Database, openDatabasePing } from "../../db/client.js";
import { DATABASE_UNAVAILABLE_MESSAGE, serviceUnavailable } from "../../errors.js";

export interface HealthRoutesOptions {
  db: Database;
  /** Pings the shared Redis; absent when REDIS_URL is not set. */
  pingRedis?: (() => Promise<unknown>) | undefined;
  /** Throws unless uploaded files can be written. */
  checkFileStore: () => Promise<void>;
}

// A load balancer asks often and waits briefly: a store slower than this counts as down.
const READY_CHECK_TIMEOUT_MS = 2000;

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Runs each check at once; answers the names of those that failed, each failure logged. */
async function failedChecks(
  checks: Record<string, () => Promise<unknown>>,
  log: FastifyBaseLogger,
): Promise<string[]> {
  const names = Object.keys(checks);
  const results = await Promise.allSettled(
    names.map((name) => withinTime(checks[name]?.() ?? Promise.resolve(), READY_CHECK_TIMEOUT_MS)),
  );
  return names.filter((name, index) => {
    const result = results[index];
    if (result?.status !== "rejected") return false;
    log.error({ err: result.reason }, `readiness check failed: ${name}`);
    return true;
  });
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { db, pingRedis, checkFileStore },
) => {
  const databasePing = openDatabasePing(db, READY_CHECK_TIMEOUT_MS);
  app.addHook("onClose", () => databasePing.close());

  // "" rather than "/": the route is exactly /api/health, without a trailing-slash twin.
  app.get(
    "",
    {
      config: { isPublic: true },
      schema: {
        summary: "Whether the server and its database answer",
        description:
          `The database must answer within ${READY_CHECK_TIMEOUT_MS} ms, asked on a connection ` +
          "of the health checks' own, so requests waiting for the database do not delay it.",
        tags: ["health"],
        response: { 200: healthResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request) => {
      try {
        await withinTime(databasePing.ping(), READY_CHECK_TIMEOUT_MS);
      } catch (error) {
        request.log.error({ err: error }, "database health check failed");
        throw serviceUnavailable(DATABASE_UNAVAILABLE_MESSAGE);
      }
      return { status: "ok" as const, database: "ok" as const };
    },
  );

  app.get(
    "/live",
    {
      config: { isPublic: true },
      schema: {
        summary: "Whether the process answers (for a load balancer's liveness probe)",
        description:
          "Asks nothing of the database or any store: a server waiting for them is alive.",
        tags: ["health"],
        response: { 200: healthLiveResponseSchema },
      },
    },
    async () => ({ status: "live" as const }),
  );

  app.get(
    "/ready",
    {
      config: { isPublic: true },
      schema: {
        summary: "Whether the server can serve: database, Redis (when configured) and file store",
        description:
          `Each is asked at once and must answer within ${READY_CHECK_TIMEOUT_MS} ms; otherwise ` +
          "503 names those that did not. A load balancer sends requests only to ready servers.",
        tags: ["health"],
        response: { 200: healthReadyResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request) => {
      const failed = await failedChecks(
        {
          database: databasePing.ping,
          ...(pingRedis ? { redis: pingRedis } : {}),
          file_store: checkFileStore,
        },
        request.log,
      );
      if (failed.length > 0) throw serviceUnavailable(HTTP_MESSAGES.notReady(failed.join(", ")));
      return {
        status: "ready" as const,
        database: "ok" as const,
        redis: pingRedis ? ("ok" as const) : ("not_configured" as const),
        file_store: "ok" as const,
      };
    },
  );
};
