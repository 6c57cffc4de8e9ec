import { vi } from "vitest";

/**
 * Stands in for the server until the test unstubs the globals: `fetch` answers each URL of
 * `answers` with its JSON and any other with 404. Gives the URLs fetched, for a test of which
 * calls a screen makes.
 */
export function stubFetchAnswers(answers: Record<string, unknown>) {
  const fetchMock = vi.fn(async (url: string) =>
    url in answers
      ? Response.json(answers[url])
      : Response.json({ error: "Not found" }, { status: 404 }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return { getFetchedUrls: () => fetchMock.mock.calls.map(([url]) => url) };
}
