import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { z } from "zod";

type JsonSchema = Record<string, unknown>;

function isPlainObject(value: unknown): value is JsonSchema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * zod writes `.nullable()` on integers, enums and formatted strings as `anyOf: [X, {type: null}]`.
 * fast-json-stringify settles an anyOf by running a validator on every value, so fold the
 * common case back into `type: [X's type, "null"]`, which it writes with one null check.
 */
function foldNullableAnyOf(schema: JsonSchema): JsonSchema {
  const anyOf = schema.anyOf;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return schema;
  const nullIndex = anyOf.findIndex((branch) => isPlainObject(branch) && branch.type === "null");
  const other = anyOf[1 - nullIndex];
  if (nullIndex === -1 || !isPlainObject(other) || typeof other.type !== "string") return schema;
  if (other.type === "object" || other.type === "array") return schema;
  const { anyOf: _folded, ...rest } = schema;
  // A nullable enum's values must take null in too, or the folded schema refuses null.
  const values = Array.isArray(other.enum) ? { enum: [...other.enum, null] } : {};
  return { ...rest, ...other, type: [other.type, "null"], ...values };
}

function simplify(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(simplify);
  if (!isPlainObject(value)) return value;
  const simplified = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, simplify(child)]),
  );
  return foldNullableAnyOf(simplified);
}

/** The JSON Schema fast-json-stringify compiles for one response schema of the contract. */
export function toSerializerSchema(schema: z.ZodType): JsonSchema {
  const jsonSchema = z.toJSONSchema(schema, {
    target: "draft-07",
    io: "output",
    unrepresentable: "any",
  });
  return simplify(jsonSchema) as JsonSchema;
}

/**
 * Writes answers with a serializer compiled from the contract's response schemas, as Fastify
 * does for JSON Schema, instead of parsing every outgoing object with zod: the presenters
 * already build each answer in the contract's shape (their return types are the contract's
 * types), and the compiled writer keeps only the declared fields. Each is compiled when first
 * used: compiling every route's answers up front was a tenth of the server's start.
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  if (
    schema instanceof z.ZodUnion &&
    schema.options.every((option) => option instanceof z.ZodObject)
  ) {
    return unionOfObjectsWriter(schema.options as z.ZodObject[]);
  }
  return lazyWriter(schema);
};

function lazyWriter(schema: z.ZodType): (data: unknown) => string {
  let write: ((data: unknown) => string) | undefined;
  return (data) => {
    write ??= fastJson(toSerializerSchema(schema));
    return write(data);
  };
}

/**
 * A list answered whole or as a page is a union of two objects. fast-json-stringify would run a
 * validator on every answer to choose the branch; the branches differ in their keys, so the
 * branch whose required keys the answer has is written with that branch's own serializer.
 */
function unionOfObjectsWriter(options: readonly z.ZodObject[]): (data: unknown) => string {
  // The branch asking most is tried first: {events, total, ...} before {events}.
  const branches = options
    .map((option) => ({
      requiredKeys: Object.entries(option.shape)
        .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
        .map(([key]) => key),
      write: lazyWriter(option),
    }))
    .sort((first, second) => second.requiredKeys.length - first.requiredKeys.length);
  return (data) => {
    const record = (typeof data === "object" && data !== null ? data : {}) as Record<
      string,
      unknown
    >;
    const branch =
      branches.find(({ requiredKeys }) => requiredKeys.every((key) => key in record)) ??
      branches[0];
    if (!branch) throw new Error("A union response schema without branches");
    return branch.write(data);
  };
}
