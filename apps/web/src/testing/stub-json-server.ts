import { vi } from "vitest";

/**
 * What the fake server answers to one call: a status (200 unless given) and a JSON body, which
 * a 204 leaves out.
 */
export type FakeAnswer = { status?: number; body: unknown };

export type FakeRequest = { method: string; url: string; body: unknown };

/**
 * Stands in for the server until the test unstubs the globals: each 'METHOD /url' of `answers`
 * gets its answer (or the answer a function gives for the request's body), anything else 404.
 * Gives the requests made, bodies parsed, for tests of what the screen sent.
 */
export function stubJsonServer(
  answers: Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>,
) {
  const requests: FakeRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
      requests.push({ method, url, body });
      const answer = answers[`${method} ${url}`];
      const { status = 200, body: answerBody } =
        typeof answer === "function"
          ? answer(body)
          : (answer ?? { status: 404, body: { error: "Not found" } });
      // A 204 has no body at all (the Response constructor refuses one).
      return status === 204
        ? new Response(null, { status })
        : Response.json(answerBody, { status });
    }),
  );
  return {
    requests,
    /** The requests other than GETs: what the screen asked the server to do. */
    writes: () => requests.filter((request) => request.method !== "GET"),
  };
}

/** An answer that fails (a 500) the first time it is asked for, and is `answer` after that. */
export function failingOnceThen(answer: FakeAnswer): () => FakeAnswer {
  let hasFailed = false;
  return () => {
    if (hasFailed) return answer;
    hasFailed = true;
    return { status: 500, body: { error: "Internal server error" } };
  };
}
