import { RESPONSE_COMPRESSION } from "@events/server/dist/http/response-compression.js";
import fastifyCompress from "@fastify/compress";
import Fastify, { type FastifyReply, type FastifyServerOptions } from "fastify";
import pg from "pg";

// What the raw Fastify + pg baselines share: Fastify with nothing but the application's
// compression, and pg reading wall-clock columns as the application does.

/** Wall-clock columns stay text, as the application keeps them. */
const TIMESTAMP_WITHOUT_ZONE = 1114;
export const WALL_CLOCK_TYPES = {
  getTypeParser: ((typeId: number, format?: "text" | "binary") =>
    typeId === TIMESTAMP_WITHOUT_ZONE
      ? (value: string) => value
      : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
};

export function sendJson(reply: FastifyReply, json: string) {
  return reply.type("application/json; charset=utf-8").send(json);
}

/**
 * Fastify with the application's compression and a health route to wait for; `options` as the
 * application sets them where a baseline needs the same (its trusted proxy).
 */
export async function createRawApp(options: FastifyServerOptions = {}) {
  const app = Fastify(options);
  await app.register(fastifyCompress, RESPONSE_COMPRESSION);
  app.get("/api/health", async () => ({ status: "ok" }));
  return app;
}
