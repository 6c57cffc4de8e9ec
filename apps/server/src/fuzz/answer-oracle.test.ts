import { describe, expect, it } from "vitest";
import { undocumentedAnswer } from "./answer-oracle.js";
import type { Operation } from "./openapi-arbitraries.js";

const errorSchema = {
  type: "object",
  properties: { error: { type: "string" } },
  required: ["error"],
};

const operation: Operation = {
  method: "GET",
  path: "/api/things/{id}",
  parameters: [{ in: "path", name: "id", required: true }],
  responses: {
    200: { content: { "application/json": { schema: { type: "object", required: ["id"] } } } },
    400: { content: { "application/json": { schema: errorSchema } } },
  },
  isPublic: false,
};

const json = (statusCode: number, body: unknown) => ({
  statusCode,
  headers: { "content-type": "application/json; charset=utf-8" },
  body: JSON.stringify(body),
});

describe("the fuzzer's oracle", () => {
  it("takes the documented answers and the common refusals", () => {
    expect(undocumentedAnswer(operation, json(200, { id: "1" }))).toBeUndefined();
    expect(undocumentedAnswer(operation, json(400, { error: "Bad" }))).toBeUndefined();
    expect(undocumentedAnswer(operation, json(404, { error: "No" }))).toBeUndefined();
  });

  it("refuses a 5xx, an unlisted status, and a body without its required keys", () => {
    expect(undocumentedAnswer(operation, json(500, { error: "x" }))).toMatch(/500/);
    expect(undocumentedAnswer(operation, json(409, { error: "x" }))).toMatch(/409/);
    expect(undocumentedAnswer(operation, json(400, { message: "x" }))).toMatch(/error/);
    expect(undocumentedAnswer(operation, json(200, {}))).toMatch(/without id/);
    const text = { statusCode: 400, headers: { "content-type": "text/plain" }, body: "bad" };
    expect(undocumentedAnswer(operation, text)).toMatch(/text\/plain/);
  });

  it("takes a redirect the document lists, with its Location, and no other", () => {
    const redirecting: Operation = { ...operation, responses: { ...operation.responses, 302: {} } };
    const redirect = (location?: string) => ({
      statusCode: 302,
      headers: location ? { location } : {},
      body: "",
    });
    expect(undocumentedAnswer(redirecting, redirect("/login"))).toBeUndefined();
    expect(undocumentedAnswer(redirecting, redirect())).toMatch(/Location/);
    expect(undocumentedAnswer(operation, redirect("/login"))).toMatch(/302/);
  });

  it("refuses the router's 414 where the document does not list it", () => {
    expect(undocumentedAnswer(operation, json(414, { error: "URI Too Long" }))).toMatch(/414/);
  });
});
