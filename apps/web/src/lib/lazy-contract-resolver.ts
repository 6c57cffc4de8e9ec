import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * contractResolver for a form drawn with its page, whose schema (and zod with it) is loaded when
 * the form is first checked rather than before the page can draw: on a phone, building zod and a
 * contract's schemas is a long task of its own. A load that fails is tried again at the next
 * check, and the check in hand fails as a submit that could not be sent.
 */
export function lazyContractResolver<Values extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, FieldValues>>,
): Resolver<Values, unknown, Output> {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= Promise.all([import("./contract-resolver"), loadSchema()]).then(
      ([{ contractResolver }, schema]) => contractResolver<Values, Output>(schema),
    );
    try {
      return await (await loading)(values, context, options);
    } catch (error) {
      loading = undefined;
      throw error;
    }
  };
}
