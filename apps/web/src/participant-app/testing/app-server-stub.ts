import { vi } from "vitest";

// Stands in for the server's /api/me routes in the app's component tests: each "METHOD /path"
// answers as given, any other call 404, and every call is recorded as the server would see it.

export type StubAnswer = {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
};

/** An answer, a JSON body (status 200), or a function of the request; "network" fails the fetch. */
export type StubRoute =
  | StubAnswer
  | "network"
  | ((request: RecordedRequest) => StubAnswer | "network");

export type RecordedRequest = {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
};

export function answer(body: unknown, options: Omit<StubAnswer, "body"> = {}): StubAnswer {
  return { ...options, body };
}

/** Replaces fetch until the test's globals are unstubbed; routes can be changed as it goes. */
export function stubAppServer(initialRoutes: Record<string, StubRoute> = {}) {
  const routes = new Map(Object.entries(initialRoutes));
  const requests: RecordedRequest[] = [];
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const request: RecordedRequest = {
      method: init.method ?? "GET",
      url: input,
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const route = routes.get(`${request.method} ${request.url}`);
    const reply = typeof route === "function" ? route(request) : route;
    if (reply === "network") throw new TypeError("Failed to fetch");
    if (!reply) return Response.json({ error: "Not found" }, { status: 404 });
    // A 204 has no body at all.
    if (reply.status === 204) return new Response(null, { status: 204, headers: reply.headers });
    return Response.json(reply.body ?? {}, { status: reply.status ?? 200, headers: reply.headers });
  });
  return {
    requests,
    /** The calls made to "METHOD /path", in order. */
    callsTo: (key: string) =>
      requests.filter((request) => `${request.method} ${request.url}` === key),
    route: (key: string, reply: StubRoute) => routes.set(key, reply),
  };
}
