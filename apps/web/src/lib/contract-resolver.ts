import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form resolver for a schema built on the contract. The contract's schemas accept
 * `unknown` for the fields they preprocess (blank text becomes null, numbers are coerced), so
 * their input type is wider than a form's values, and zod cannot narrow an input type: this is
 * the one place that casts. The rules themselves are the contract's.
 */
export function contractResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, FieldValues>,
): Resolver<Values, unknown, Output> {
  return zodResolver(schema) as unknown as Resolver<Values, unknown, Output>;
}
