import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as contract from "@events/contract";
import { errorCodeOf } from "@events/contract";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Every message a zod schema of the contract can answer is an error code's English text, so a
// reader sees it in their language. Two looks, as each sees what the other cannot: the
// schemas the contract exports are walked for the messages their types and checks carry (a
// message passed through a helper such as requiredText too), and the contract's source is read
// for the literal messages of every schema, refinements' issues included, exported or not.

const CONTRACT_SOURCE = path.resolve(import.meta.dirname, "../../../packages/contract/src");

/** A zod schema or check, as far as this walk reads them. */
interface ZodNode {
  _zod: { def: Record<string, unknown> & { error?: unknown; checks?: unknown[] } };
}

function isZodNode(value: unknown): value is ZodNode {
  return typeof value === "object" && value !== null && "_zod" in value;
}

// An error function may answer by the issue (a strict object's unknown keys, say): it is asked
// about every kind of issue, and whatever it answers is a message.
const ISSUE_CODES = [
  "invalid_type",
  "too_small",
  "too_big",
  "invalid_format",
  "not_multiple_of",
  "unrecognized_keys",
  "invalid_union",
  "invalid_key",
  "invalid_element",
  "invalid_value",
  "custom",
];

function messagesOf(error: unknown): string[] {
  if (typeof error !== "function") return [];
  return ISSUE_CODES.flatMap((code) => {
    const answer: unknown = error({ code, input: undefined, keys: [], origin: "string" });
    if (typeof answer === "string") return [answer];
    if (typeof answer === "object" && answer !== null && "message" in answer)
      return [String(answer.message)];
    return [];
  });
}

/** Every message reachable from a schema: its own, its checks', its parts'. */
function collectMessages(node: unknown, found: Set<string>, seen: Set<unknown>): void {
  if (seen.has(node)) return;
  seen.add(node);
  if (Array.isArray(node)) {
    for (const item of node) collectMessages(item, found, seen);
    return;
  }
  if (!isZodNode(node)) {
    // An object's shape: a plain object of schemas.
    if (
      typeof node === "object" &&
      node !== null &&
      Object.getPrototypeOf(node) === Object.prototype
    )
      for (const value of Object.values(node)) collectMessages(value, found, seen);
    return;
  }
  const { def } = node._zod;
  for (const message of messagesOf(def.error)) found.add(message);
  for (const [key, value] of Object.entries(def)) {
    if (key === "error") continue;
    // A lazy schema's getter gives its schema.
    collectMessages(key === "getter" && typeof value === "function" ? value() : value, found, seen);
  }
}

/** The zod methods whose arguments may be a message, and which of them are values instead. */
const MESSAGE_TAKERS = new Set([
  "addIssue",
  "array",
  "boolean",
  "datetime",
  "email",
  "enum",
  "gt",
  "gte",
  "int",
  "length",
  "literal",
  "lt",
  "lte",
  "max",
  "min",
  "nonempty",
  "nonnegative",
  "number",
  "object",
  "positive",
  "record",
  "refine",
  "regex",
  "strictObject",
  "string",
  "url",
  "uuid",
]);
const VALUE_ARGUMENTS: Record<string, number> = { literal: 0 };

/** A literal message where it stands, with the texts it may read (a template's, sampled). */
interface SourceMessage {
  where: string;
  texts: string[];
}

// What a template literal's placeholders are filled with: a field's name or a number, which the
// error code's template must take as it takes any other.
const SAMPLE_VALUES = ["x", "1"];

/** A literal's text; a template's, its placeholders filled with each choice of samples. */
function textsOf(expression: ts.Expression): string[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
    return [expression.text];
  if (ts.isTemplateExpression(expression))
    return expression.templateSpans.reduce(
      (texts, span) =>
        texts.flatMap((text) => SAMPLE_VALUES.map((value) => text + value + span.literal.text)),
      [expression.head.text],
    );
  if (ts.isConditionalExpression(expression))
    return [...textsOf(expression.whenTrue), ...textsOf(expression.whenFalse)];
  return [];
}

/** The literal messages of a source file's schemas, where they stand. */
function sourceMessages(file: string, text: string): SourceMessage[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: SourceMessage[] = [];
  const note = (expression: ts.Expression) => {
    const texts = textsOf(expression);
    if (texts.length === 0) return;
    const { line } = source.getLineAndCharacterOfPosition(expression.getStart());
    found.push({ where: `${file}:${line + 1}`, texts });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const method = ts.isPropertyAccessExpression(callee) ? callee.name.text : "";
      const messageArguments = MESSAGE_TAKERS.has(method)
        ? node.arguments.filter((_, index) => VALUE_ARGUMENTS[method] !== index)
        : [];
      for (const argument of messageArguments) {
        if (!ts.isObjectLiteralExpression(argument)) note(argument);
        else
          for (const property of argument.properties)
            if (
              ts.isPropertyAssignment(property) &&
              ["error", "message"].includes(property.name.getText())
            )
              note(property.initializer);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function hasErrorCode(message: string): boolean {
  return errorCodeOf(message) !== undefined;
}

const SOURCE_FILES = readdirSync(CONTRACT_SOURCE).filter(
  (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
);

describe("the contract's zod messages", () => {
  it("each message of an exported schema has an error code", () => {
    const found = new Set<string>();
    const seen = new Set<unknown>();
    for (const value of Object.values(contract))
      if (isZodNode(value)) collectMessages(value, found, seen);
    // A message passed through a helper, and one an error function gives for an issue.
    expect(found).toContain(contract.USER_MESSAGES.nameRequired);
    expect(found).toContain(
      contract.IMPORT_MESSAGES.mappingUnknownFields(contract.PARTICIPANT_IMPORT_FIELDS.join(", ")),
    );
    expect([...found].filter((message) => !hasErrorCode(message))).toEqual([]);
  });

  it("each literal message in the contract's schemas has an error code", () => {
    const found = SOURCE_FILES.flatMap((file) =>
      sourceMessages(file, readFileSync(path.join(CONTRACT_SOURCE, file), "utf8")),
    );
    expect(found.filter(({ texts }) => !texts.some(hasErrorCode))).toEqual([]);
  });

  it("reads the literal messages of checks, types and refinements", () => {
    const source = `
      const schema = z
        .string({ error: "A type's words" })
        .min(1, \`At least \${count} things\`)
        .regex(PATTERN, { message: "A pattern's words" })
        .superRefine((value, context) => {
          context.addIssue({ code: "custom", message: value ? "Yes words" : "No words" });
        })
        .describe("Not a message");
      const value = z.literal("not a message either", "A literal's words");`;
    const found = sourceMessages("example.ts", source);
    expect(found).toHaveLength(5);
    expect(found).toEqual(
      expect.arrayContaining([
        { where: "example.ts:3", texts: ["A type's words"] },
        { where: "example.ts:4", texts: ["At least x things", "At least 1 things"] },
        { where: "example.ts:5", texts: ["A pattern's words"] },
        { where: "example.ts:7", texts: ["Yes words", "No words"] },
        { where: "example.ts:10", texts: ["A literal's words"] },
      ]),
    );
    expect(hasErrorCode("Use the form YYYY-MM-DDTHH:mm:ss")).toBe(true);
    expect(hasErrorCode("A type's words")).toBe(false);
  });
});
