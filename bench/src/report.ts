// How the figures and checks read, the same in `npm run bench` and in a scenario's own script.
import { median } from "./load.js";
import type { Check } from "./run-alone.js";

export const ratio = (value: number) => `${value.toFixed(2)}x`;

/** The median of the rounds' ratios and, after it, their lowest and highest. */
export const ratios = (values: number[]) =>
  `${ratio(median(values))} (${ratio(Math.min(...values))}–${ratio(Math.max(...values))})`;

/** The check that the rounds left both sides' data exact: met when no fault was found. */
export function checkExact(check: Check, name: string, faults: readonly string[]) {
  check(name, faults.length === 0 ? "exact" : faults.join("; "), "exact", faults.length === 0);
}
