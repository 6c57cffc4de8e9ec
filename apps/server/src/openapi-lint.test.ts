import { createConfig, lintFromString } from "@redocly/openapi-core";
import { beforeAll, describe, expect, it } from "vitest";
import { setUpModuleTest } from "./test/module-test.js";

// The OpenAPI document as the server serves it, checked by Redocly's linter (the engine of
// @redocly/cli) with its recommended rules: errors fail the test, warnings are allowed.

const moduleTest = setUpModuleTest("openapi-lint");

interface BodySchema {
  required?: string[];
  type?: string;
  format?: string;
  properties?: Record<string, BodySchema>;
}
interface Operation {
  requestBody?: { content: Record<string, { schema: BodySchema }> };
  security?: unknown[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  security?: unknown[];
}

let source = "";
let document: OpenApiDocument;

beforeAll(async () => {
  const response = await moduleTest.app.inject({ method: "GET", url: "/api/docs/json" });
  expect(response.statusCode).toBe(200);
  source = response.body;
  document = JSON.parse(source);
});

function multipartBody(method: string, path: string): BodySchema {
  const operation = document.paths[path]?.[method];
  const schema = operation?.requestBody?.content["multipart/form-data"]?.schema;
  if (!schema) throw new Error(`${method.toUpperCase()} ${path} has no multipart body`);
  return schema;
}

describe("the OpenAPI document", () => {
  it("passes the recommended rules of Redocly's linter without errors", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({ source, absoluteRef: "openapi.json", config });
    const errors = problems
      .filter((problem) => problem.severity === "error")
      .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
  });

  it.each([
    ["post", "/api/events/create-event", ["logo", "cover_image"]],
    ["put", "/api/events/update-event/{id}", ["logo", "cover_image"]],
    ["post", "/api/sessions/create-session", ["image"]],
    ["put", "/api/sessions/update-session/{id}", ["image"]],
    ["post", "/api/participants/create-single", ["profile_image"]],
    ["put", "/api/participants/update-participant/{id}", ["profile_image"]],
    ["post", "/api/users/create-user", ["profile_image"]],
    ["put", "/api/users/update-user/{id}", ["profile_image"]],
  ])("%s %s shows its optional files %j as optional file parts", (method, path, files) => {
    const body = multipartBody(method, path);
    for (const file of files) {
      expect(body.properties?.[file], file).toMatchObject({ type: "string", format: "binary" });
      expect(body.required ?? [], file).not.toContain(file);
    }
  });

  it("lists as required only the form fields a request must send", () => {
    // Blank or missing text fields of the session form are stored as null; the times are not.
    expect(multipartBody("post", "/api/sessions/create-session").required?.sort()).toEqual(
      ["end_datetime", "event_id", "name", "session_type", "start_datetime"].sort(),
    );
    // phone may be empty and participant_role has a default.
    expect(multipartBody("post", "/api/participants/create-single").required?.sort()).toEqual(
      ["email", "event_id", "name", "username"].sort(),
    );
    const event = multipartBody("post", "/api/events/create-event");
    expect(event.required).toEqual(["data"]);
    // Inside the JSON part too: description, venue, the dates and links may be left out.
    expect(event.properties?.data?.required?.sort()).toEqual(
      ["event_admin_id", "event_name", "event_type"].sort(),
    );
  });

  it("asks for a session everywhere but on the public routes", () => {
    expect(document.security).toEqual([{ cookie: [] }, { bearer: [] }]);
    expect(document.paths["/api/auth/login"]?.post?.security).toEqual([]);
    expect(document.paths["/api/health"]?.get?.security).toEqual([]);
    expect(document.paths["/api/events/get-all-events"]?.get?.security).toBeUndefined();
  });
});
