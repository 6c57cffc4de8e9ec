import type { SessionTypesResponse } from "@events/contract";
import { getSessionTypeText } from "./session-display";

export type SessionTypeOption = SessionTypesResponse[number];

/**
 * The types offered in the form (spec doc 2 §3, §8): the server's list with 'Other' appended
 * when it is missing; only 'Other' when the list could not be fetched. Each is named in the
 * active language, a type the contract does not know by the server's name.
 */
export function getSessionTypeOptions(
  serverTypes: readonly SessionTypeOption[] | undefined,
  hasFetchFailed: boolean,
): SessionTypeOption[] {
  const other: SessionTypeOption = { name: getSessionTypeText("other"), value: "other" };
  if (hasFetchFailed || !serverTypes) return [other];
  const named = serverTypes.map((type) => ({
    ...type,
    name: getSessionTypeText(type.value, type.name),
  }));
  const hasOther = serverTypes.some(({ value }) => value === "other");
  return hasOther ? named : [...named, other];
}
