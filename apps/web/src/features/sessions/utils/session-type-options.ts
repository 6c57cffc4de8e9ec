import { SESSION_TYPE_LABELS, type SessionTypesResponse } from "@events/contract";

export type SessionTypeOption = SessionTypesResponse[number];

const OTHER_OPTION: SessionTypeOption = { name: SESSION_TYPE_LABELS.other, value: "other" };

/**
 * The types offered in the form (spec doc 2 §3, §8): the server's list with 'Other' appended
 * when it is missing; only 'Other' when the list could not be fetched.
 */
export function getSessionTypeOptions(
  serverTypes: readonly SessionTypeOption[] | undefined,
  hasFetchFailed: boolean,
): SessionTypeOption[] {
  if (hasFetchFailed || !serverTypes) return [OTHER_OPTION];
  const hasOther = serverTypes.some(({ value }) => value === "other");
  return hasOther ? [...serverTypes] : [...serverTypes, OTHER_OPTION];
}
