/**
 * A test that a text is one of `values` (a form's fields, one of the contract's enumerations),
 * which tells TypeScript so too: what a server, a file or a select gives is a plain string.
 */
export function isOneOf<Value extends string>(values: readonly Value[]) {
  return (value: string): value is Value => (values as readonly string[]).includes(value);
}
