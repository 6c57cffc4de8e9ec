import type { FastifyInstance } from "fastify";

function isApiUrl(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

/**
 * No /api answer may be kept by a browser or a proxy: they hold personal data and the answer of
 * one signed-in user. An answer that decides its own caching (a download: private, no-store) keeps
 * it; every other one, errors included, is sent with no-store.
 */
export function registerApiCachePolicy(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (isApiUrl(request.url) && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", "no-store");
    }
    return payload;
  });
}
