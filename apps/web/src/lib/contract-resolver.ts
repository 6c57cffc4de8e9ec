import { SOURCE_LANGUAGE } from "@events/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { activeLanguage } from "@/i18n/i18n";
import { contractMessageText } from "@/lib/contract-message-text";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * The form's errors with the contract's messages in the active language. A field's error is an
 * object with a type and a message (and the field's element, left alone); anything else is a
 * nested field's object or a list's array, read through.
 */
function translateErrors(errors: unknown): unknown {
  if (Array.isArray(errors)) return errors.map(translateErrors);
  if (!isRecord(errors)) return errors;
  if (typeof errors.type === "string" && typeof errors.message === "string") {
    return { ...errors, message: contractMessageText(errors.message) };
  }
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, translateErrors(error)]),
  );
}

/**
 * A react-hook-form resolver for a schema built on the contract. The contract's schemas accept
 * `unknown` for the fields they preprocess (blank text becomes null, numbers are coerced), so
 * their input type is wider than a form's values, and zod cannot narrow an input type: this is
 * the one place that casts. The rules themselves are the contract's, and so are their messages,
 * shown in the active language by their codes.
 */
export function contractResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, FieldValues>,
): Resolver<Values, unknown, Output> {
  const resolve = zodResolver(schema) as unknown as Resolver<Values, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    // A result with errors has no values; one without has no errors to translate.
    if (activeLanguage() === SOURCE_LANGUAGE || Object.keys(result.errors).length === 0) {
      return result;
    }
    return { values: {}, errors: translateErrors(result.errors) as FieldErrors<Values> };
  };
}
