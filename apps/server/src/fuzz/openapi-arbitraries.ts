import { CURSOR_PATTERN, encodeCursor } from "@events/contract";
import fc from "fast-check";

// fast-check arbitraries for requests built from the app's own OpenAPI document: each operation's
// path parameters, query string and body, as the schemas describe them, mixed with values of the
// wrong type, missing and extra fields, huge strings, unicode and null bytes.

/** The part of a JSON schema the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface MediaType {
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
  isPublic: boolean;
}

interface OpenApiDocument {
  security?: unknown[];
  paths: Record<string, Record<string, Omit<Operation, "method" | "path" | "isPublic">>>;
}

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const security = (operation as { security?: unknown[] }).security;
      operations.push({
        ...operation,
        parameters: operation.parameters ?? [],
        method: method.toUpperCase(),
        path,
        isPublic: Array.isArray(security) && security.length === 0,
      });
    }
  }
  return operations;
}

/**
 * A reference to a record that exists, resolved when the request is sent: "@fixture" names the
 * shared records (read-only operations), "@throwaway" a record made for that one request (so a
 * DELETE or PUT never destroys what the other operations use).
 */
export const FIXTURE = "@fixture";
export const THROWAWAY = "@throwaway";

const NIL_UUID = "00000000-0000-0000-0000-000000000000";

/** Strings a parser may choke on. */
export const junkString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "null",
    "undefined",
    "NaN",
    "-1",
    "0",
    "1e309",
    "9007199254740993",
    "3.5",
    "true",
    "[]",
    "{}",
    '{"a":',
    "%",
    "%00",
    "../../etc/passwd",
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    "\uD800",
    "😀".repeat(50),
    "\u202E\u0301",
    NIL_UUID,
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    "not-a-uuid",
    "2026-02-30",
    "2026-13-01T25:61:61",
    "0000-00-00T00:00:00",
    "9999-12-31T23:59:59",
  ),
  fc.constantFrom("a", "é", "\u0000", "9").map((c) => c.repeat(20_000)),
);

/** Any JSON value: the wrong type for almost every field. */
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { maxDepth: 3 },
  junkString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, 0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.array(junkString, { maxLength: 3 }),
  fc.dictionary(junkString, junkString, { maxKeys: 3 }),
  fc.constant({ a: { b: { c: [[[{}]]] } } }),
);

/** A UUID of nothing, or a value that is not a UUID at all. */
const junkId: fc.Arbitrary<string> = fc.oneof(fc.uuid(), junkString);

/**
 * A list's page cursor: of one of the lists' orders or not, its value a time, a name or junk,
 * so that requests get past the cursor's own check to the list's.
 */
const pageCursor: fc.Arbitrary<string> = fc
  .record({
    sort: fc.constantFrom("name", "-name", "email", "-created_date", "-created_at", "created"),
    value: fc.oneof(
      fc.constantFrom("2026-05-01 10:00:00.123456+00", "2026-02-30 10:00:00+00", "Ana", ""),
      fc.string({ unit: "grapheme", maxLength: 20 }),
    ),
    id: fc.uuid(),
  })
  .map(encodeCursor);

function exampleOfPattern(pattern: string): fc.Arbitrary<string> | undefined {
  if (pattern === CURSOR_PATTERN.source) return pageCursor;
  if (pattern.includes("\\d{4}-\\d{2}-\\d{2}T")) {
    return fc.constantFrom("2026-05-01T10:00:00", "2026-05-01T23:59:59", "2026-02-30T10:00:00");
  }
  if (pattern.includes("\\d{4}-\\d{2}-\\d{2}")) {
    return fc.constantFrom("2026-05-01", "2026-12-31", "2026-02-30");
  }
  return undefined;
}

function isUuid(schema: JsonSchema): boolean {
  return schema.format === "uuid";
}

/** A value the schema describes (or close to it), mixed with junk; ids may name real records. */
export function schemaValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: wellTypedValueOf(schema ?? {}, depth) },
    { weight: 1, arbitrary: junkValue },
  );
}

function wellTypedValueOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices && choices.length > 0) {
    return fc.oneof(...choices.map((choice) => wellTypedValueOf(choice, depth)));
  }
  const base = wellTypedBase(schema, depth);
  return schema.nullable ? fc.oneof(base, fc.constant(null)) : base;
}

function wellTypedBase(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string": {
      if (isUuid(schema)) return fc.oneof(fc.constant(FIXTURE), fc.uuid(), junkId);
      if (schema.format === "email") {
        return fc.oneof(fc.emailAddress(), fc.constant("someone@example.org"));
      }
      const pattern = schema.pattern && exampleOfPattern(schema.pattern);
      if (pattern) return fc.oneof(pattern, junkString);
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: schema.maxLength ?? 30 });
    }
    case "integer":
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -1e6),
        max: Math.min(schema.maximum ?? 1000, 1e9),
      });
    case "number":
      return fc.double({ noNaN: true, min: schema.minimum, max: schema.maximum });
    case "boolean":
      return fc.boolean();
    case "array":
      return depth > 3
        ? fc.constant([])
        : fc.array(schemaValue(schema.items, depth + 1), { maxLength: 4 });
    case "object":
      return depth > 3 ? fc.constant({}) : objectOf(schema, depth + 1);
    default:
      return junkValue;
  }
}

/** An object of the schema's properties, each maybe missing, and maybe extra fields. */
export function objectOf(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    fields[name] = schemaValue(property, depth);
  }
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.dictionary(junkString, junkValue, { maxKeys: 2 }),
      // Most requests send every field, so that the checks behind the schema get reached.
      fc.boolean(),
    )
    .map(([present, extra, all]) => ({ ...(all ? { ...present } : {}), ...extra, ...present }));
}

/** A file part: junk bytes under any name and declared type. */
const filePart = fc.record({
  filename: fc.oneof(
    fc.constantFrom("a.png", "a.pdf", "a.csv", "a.xlsx", "a.exe", "", "../../x.png", "a\u0000.png"),
    junkString.map((s) => s.slice(0, 200)),
  ),
  contentType: fc.constantFrom(
    "image/png",
    "application/pdf",
    "text/csv",
    "application/octet-stream",
    "text/plain; charset=utf-8",
  ),
  content: fc.oneof(
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(Buffer.from("\x89PNG\r\n\x1a\n")),
    fc.constant(Buffer.from("%PDF-1.4\n")),
    fc.constant(Buffer.from("name,email\nA,a@example.org\n")),
    fc.constant(Buffer.alloc(0)),
  ),
});

export type FuzzBody =
  | { kind: "none" }
  | { kind: "json"; value: unknown }
  | { kind: "raw"; contentType: string; payload: string }
  | {
      kind: "multipart";
      fields: Record<string, string>;
      files: { field: string; filename: string; contentType: string; content: Buffer }[];
    };

function textPartOf(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type;
  const asText = (value: unknown) =>
    typeof value === "string" ? value : value === undefined ? "" : JSON.stringify(value);
  if (type === "object" || type === "array") {
    // A JSON part: well-formed JSON of junk, or not JSON at all.
    return fc.oneof(
      { weight: 3, arbitrary: schemaValue(schema).map(asText) },
      { weight: 1, arbitrary: junkString },
    );
  }
  return schemaValue(schema).map(asText);
}

function multipartOf(schema: JsonSchema): fc.Arbitrary<FuzzBody> {
  const properties = Object.entries(schema.properties ?? {});
  const textFields = properties.filter(([, property]) => property.format !== "binary");
  const fileFields = properties.filter(([, property]) => property.format === "binary");
  const textArbitraries: Record<string, fc.Arbitrary<string>> = {};
  for (const [name, property] of textFields) textArbitraries[name] = textPartOf(property);
  return fc
    .record({
      fields: fc.record(textArbitraries, { requiredKeys: [] }),
      extra: fc.dictionary(
        junkString.map((s) => s.replace(/["\r\n]/g, "").slice(0, 50) || "x"),
        junkString,
        { maxKeys: 2 },
      ),
      files: fc.array(
        fc
          .tuple(
            fileFields.length > 0
              ? fc.oneof(fc.constantFrom(...fileFields.map(([name]) => name)), fc.constant("other"))
              : fc.constant("file"),
            filePart,
          )
          .map(([field, part]) => ({
            field,
            ...part,
            filename: part.filename.replace(/["\r\n]/g, ""),
          })),
        { maxLength: 2 },
      ),
    })
    .map(({ fields, extra, files }) => ({
      kind: "multipart" as const,
      // A text part's value cannot hold a CRLF boundary line of its own; the rest is fair game.
      fields: { ...extra, ...(fields as Record<string, string>) },
      files,
    }));
}

/** The body of a request to the operation: as documented, junk, or of the wrong content type. */
export function bodyOf(operation: Operation): fc.Arbitrary<FuzzBody> {
  const content = operation.requestBody?.content ?? {};
  const noBody: fc.Arbitrary<FuzzBody> = fc.constant({ kind: "none" });
  const wrong: fc.Arbitrary<FuzzBody>[] = [
    fc.record({
      kind: fc.constant("raw" as const),
      contentType: fc.constantFrom(
        "application/json",
        "text/plain",
        "multipart/form-data",
        "multipart/form-data; boundary=x",
        "application/x-www-form-urlencoded",
      ),
      payload: fc.oneof(junkString, fc.constantFrom("{", "[1,2", "--x\r\n", "null", '"text"')),
    }),
    junkValue.map((value) => ({ kind: "json" as const, value })),
  ];
  const right: fc.Arbitrary<FuzzBody>[] = [];
  const json = content["application/json"]?.schema;
  if (json) right.push(objectOf(json).map((value) => ({ kind: "json" as const, value })));
  const multipart = content["multipart/form-data"]?.schema;
  if (multipart) right.push(multipartOf(multipart));
  if (right.length === 0) {
    return fc.oneof(
      { weight: 4, arbitrary: noBody },
      ...wrong.map((arbitrary) => ({ weight: 1, arbitrary })),
    );
  }
  return fc.oneof(
    ...right.map((arbitrary) => ({ weight: 6, arbitrary })),
    ...[noBody, ...wrong].map((arbitrary) => ({ weight: 1, arbitrary })),
  );
}

/** A path parameter: a record that exists, a UUID of nothing, or not a UUID. */
const pathParameter: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(FIXTURE) },
  { weight: 2, arbitrary: fc.uuid() },
  { weight: 2, arbitrary: junkString },
);

export interface FuzzRequest {
  path: Record<string, string>;
  query: [string, string][];
  body: FuzzBody;
}

function queryValueOf(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  return schemaValue(schema).map((value) =>
    typeof value === "string"
      ? value
      : Array.isArray(value)
        ? value.map((item) => JSON.stringify(item)).join(",")
        : value !== null && typeof value === "object"
          ? JSON.stringify(value)
          : String(value),
  );
}

/** A request to the operation: path parameters, a query string and a body. */
export function requestOf(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParameters: Record<string, fc.Arbitrary<string>> = {};
  const queryParameters: fc.Arbitrary<[string, string][]>[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === "path") pathParameters[parameter.name] = pathParameter;
    if (parameter.in === "query") {
      queryParameters.push(
        fc.option(
          fc
            .array(queryValueOf(parameter.schema), { minLength: 1, maxLength: 2 })
            .map((values) => values.map((value): [string, string] => [parameter.name, value])),
          { nil: [] },
        ),
      );
    }
  }
  const extraQuery = fc.array(fc.tuple(junkString, junkString), { maxLength: 2 });
  return fc.record({
    path: fc.record(pathParameters),
    query: fc
      .tuple(fc.tuple(...queryParameters), extraQuery)
      .map(([documented, extra]) => [...documented.flat(), ...extra]),
    body: bodyOf(operation),
  });
}

/** The text with lone surrogates replaced (U+FFFD), as a URL can carry it. */
export function wellFormed(text: string): string {
  return Buffer.from(text, "utf8").toString("utf8");
}
