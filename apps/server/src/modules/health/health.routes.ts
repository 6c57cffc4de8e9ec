import { errorResponseSchema, healthResponseSchema } from "@events/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type Database, pingDatabase } from "../../db/client.js";
import { serviceUnavailable } from "../../errors.js";

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // "" rather than "/": the route is exactly /api/health, without a trailing-slash twin.
  app.get(
    "",
    {
      config: { isPublic: true },
      schema: {
        summary: "Whether the server and its database answer",
        tags: ["health"],
        response: { 200: healthResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request) => {
      try {
        await pingDatabase(db);
      } catch (error) {
        request.log.error({ err: error }, "database health check failed");
        throw serviceUnavailable("The database is not available");
      }
      return { status: "ok" as const, database: "ok" as const };
    },
  );
};
