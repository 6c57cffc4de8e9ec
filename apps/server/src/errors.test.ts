import {
  AUTH_MESSAGES,
  atMostCharacters,
  ERROR_CODES,
  ERROR_TEXTS,
  EVENT_MESSAGES,
  errorCodeOf,
  errorResponseSchema,
  HTTP_MESSAGES,
  IMPORT_MESSAGES,
  LIST_MESSAGES,
  missingScopeMessage,
  PARTICIPANT_MESSAGES,
  SYNC_MESSAGES,
} from "@events/contract";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { DatabaseBusyError } from "./db/connection-errors.js";
import { HttpError, handleError, invalidInput } from "./errors.js";

type Answer = { status: number; body: unknown };

/** What handleError answers for an error: its status and body, checked against the schema. */
function answerTo(error: unknown): Answer {
  const answer: Answer = { status: 0, body: undefined };
  const reply = {
    code(status: number) {
      answer.status = status;
      return reply;
    },
    header: () => reply,
    headers: () => reply,
    send(body: unknown) {
      answer.body = body;
      return reply;
    },
  };
  const quiet = () => undefined;
  const request = { log: { error: quiet, warn: quiet } };
  handleError(
    error as FastifyError,
    request as unknown as FastifyRequest,
    reply as unknown as FastifyReply,
  );
  expect(errorResponseSchema.safeParse(answer.body).success).toBe(true);
  return answer;
}

/** An error as Fastify raises its own, with a status and a code of its own. */
function fastifyError(statusCode: number, message: string, code = "FST_ERR_TEST"): Error {
  return Object.assign(new Error(message), { statusCode, code });
}

describe("handleError", () => {
  it("answers an HttpError's message with its code, and a template's with its values", () => {
    expect(answerTo(new HttpError(404, EVENT_MESSAGES.eventNotFound))).toEqual({
      status: 404,
      body: { error: EVENT_MESSAGES.eventNotFound, code: "events.eventNotFound" },
    });
    expect(answerTo(new HttpError(403, missingScopeMessage("events:write")))).toEqual({
      status: 403,
      body: {
        error: "This token lacks the events:write scope",
        code: "apiTokens.missingScope",
        params: { scope: "events:write" },
      },
    });
  });

  it("answers a message of no code with its status's code", () => {
    expect(answerTo(new HttpError(409, "Something only this test says")).body).toEqual({
      error: "Something only this test says",
      code: "http.conflict",
    });
    expect(answerTo(new HttpError(400, "Something else")).body).toMatchObject({
      code: "http.badRequest",
    });
  });

  it("gives each detail the code of its message, where it has one", () => {
    const refusal = invalidInput([
      { field: "name", message: atMostCharacters(200) },
      { field: "title", message: "Title is required" },
    ]);
    expect(answerTo(refusal).body).toEqual({
      error: "Invalid input",
      code: "http.invalidInput",
      details: [
        {
          field: "name",
          message: "At most 200 characters",
          code: "common.atMostCharacters",
          params: { max: 200 },
        },
        { field: "title", message: "Title is required" },
      ],
    });
  });

  it("answers schema validation with http.invalidInput and its issues' codes", () => {
    const validation = Object.assign(new Error("body/email Enter a valid email address"), {
      validation: [{ instancePath: "/email", message: "Enter a valid email address" }],
      validationContext: "body",
    });
    expect(answerTo(validation)).toEqual({
      status: 400,
      body: {
        error: "Invalid input",
        code: "http.invalidInput",
        details: [
          { field: "email", message: "Enter a valid email address", code: "common.invalidEmail" },
        ],
      },
    });
  });

  it("answers a busy and an unavailable database with their codes", () => {
    expect(answerTo(new DatabaseBusyError())).toEqual({
      status: 503,
      body: { error: HTTP_MESSAGES.serverBusy, code: "http.serverBusy" },
    });
    const refused = Object.assign(new Error("connect ECONNREFUSED"), {
      code: "ECONNREFUSED",
      syscall: "connect",
    });
    expect(answerTo(refused)).toEqual({
      status: 503,
      body: { error: HTTP_MESSAGES.databaseUnavailable, code: "http.databaseUnavailable" },
    });
  });

  it("answers Fastify's own errors with codes", () => {
    expect(answerTo(fastifyError(413, "Request body is too large")).body).toEqual({
      error: HTTP_MESSAGES.payloadTooLarge,
      code: "http.payloadTooLarge",
    });
    expect(answerTo(fastifyError(415, "Unsupported Media Type: text/x")).body).toEqual({
      error: HTTP_MESSAGES.unsupportedMediaType,
      code: "http.unsupportedMediaType",
    });
    expect(
      answerTo(fastifyError(400, "Unexpected end of JSON", "FST_ERR_CTP_INVALID_JSON_BODY")).body,
    ).toEqual({ error: HTTP_MESSAGES.malformedJson, code: "http.malformedJson" });
    expect(answerTo(fastifyError(400, "Body cannot be empty")).body).toEqual({
      error: "Body cannot be empty",
      code: "http.badRequest",
    });
    expect(answerTo(fastifyError(429, HTTP_MESSAGES.rateLimited(7))).body).toEqual({
      error: "Too many requests. Please try again in 7 seconds.",
      code: "http.rateLimited",
      params: { seconds: 7 },
    });
  });

  it("answers anything else 500 with http.internalError", () => {
    expect(answerTo(new TypeError("x is undefined"))).toEqual({
      status: 500,
      body: { error: HTTP_MESSAGES.internalError, code: "http.internalError" },
    });
  });
});

describe("the error codes", () => {
  it("are unique, each a group and a key", () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });

  it("find every plain message's code again, or one of the same words", () => {
    for (const code of ERROR_CODES) {
      const text = ERROR_TEXTS[code];
      // Templates are ICU messages; their texts are checked with made ones below.
      if (/\{\w+(, (plural|select),.*)?\}/.test(text)) continue;
      const message = text.replace(/'([{}]+)'/g, "$1");
      const found = errorCodeOf(message)?.code;
      expect(found, code).toBeDefined();
      expect(ERROR_TEXTS[found ?? code], code).toBe(text);
    }
  });

  it("find a template's code and its values in the message it made", () => {
    expect(errorCodeOf(LIST_MESSAGES.cursor("before"))).toEqual({
      code: "lists.cursor",
      params: { field: "before" },
    });
    expect(errorCodeOf(IMPORT_MESSAGES.imported(1234))).toEqual({
      code: "import.imported",
      params: { count: 1234 },
    });
    expect(errorCodeOf(IMPORT_MESSAGES.missingColumn("E-mail"))).toEqual({
      code: "import.missingColumn",
      params: { header: "E-mail" },
    });
    expect(errorCodeOf(SYNC_MESSAGES.alreadyCheckedInAt("North", "10:02"))).toEqual({
      code: "checkInSync.alreadyCheckedInAt",
      params: { atDoor: "yes", door: "North", time: "10:02" },
    });
    expect(errorCodeOf(SYNC_MESSAGES.alreadyCheckedInAt(null, "10:02"))).toEqual({
      code: "checkInSync.alreadyCheckedInAt",
      params: { atDoor: "no", time: "10:02" },
    });
    expect(errorCodeOf(AUTH_MESSAGES.waitBeforeResend(42))).toEqual({
      code: "auth.waitBeforeResend",
      params: { seconds: 42 },
    });
    expect(errorCodeOf(`${PARTICIPANT_MESSAGES.alreadyInEvent}: ann, bob`)).toEqual({
      code: "participants.alreadyInEventNames",
      params: { names: "ann, bob" },
    });
    expect(errorCodeOf("Words no message of the API has")).toBeUndefined();
  });
});
