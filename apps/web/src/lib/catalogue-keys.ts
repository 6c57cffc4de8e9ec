import type { MessageId } from "@/i18n/message-id";

/** The ends of the catalogue keys under `prefix`: 'activity.action' → 'create' | 'update' | … */
type KeySuffix<Prefix extends string> = MessageId extends infer Id
  ? Id extends `${Prefix}.${infer Suffix}`
    ? Suffix
    : never
  : never;

/**
 * Each of a list's values (one of the contract's enumerations, a form's choices) with its
 * catalogue key, `${prefix}.${value}`, looked up when shown so it follows the active language.
 * A value whose key the English catalogue lacks does not compile, so a value the contract adds
 * needs its words before it can be shown.
 */
export function catalogueKeys<const Prefix extends string, const Value extends KeySuffix<Prefix>>(
  prefix: Prefix,
  values: readonly Value[],
): { readonly [V in Value]: `${Prefix}.${V}` } {
  return Object.fromEntries(values.map((value) => [value, `${prefix}.${value}`])) as {
    readonly [V in Value]: `${Prefix}.${V}`;
  };
}
