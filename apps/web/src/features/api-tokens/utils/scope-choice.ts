import {
  API_TOKEN_AREAS,
  type ApiTokenAccess,
  type ApiTokenArea,
  type ApiTokenScope,
} from "@events/contract";

/** What a token is given of one area: nothing, read, or write (which includes read). */
export type AreaAccess = ApiTokenAccess | "none";

export function accessOf(scopes: readonly ApiTokenScope[], area: ApiTokenArea): AreaAccess {
  if (scopes.includes(`${area}:write`)) return "write";
  return scopes.includes(`${area}:read`) ? "read" : "none";
}

/**
 * The scopes with one area's access changed: checking write checks read with it, and unchecking
 * read unchecks write, as write includes read. One scope per area, in the contract's order.
 */
export function withAccess(
  scopes: readonly ApiTokenScope[],
  area: ApiTokenArea,
  access: ApiTokenAccess,
  isChecked: boolean,
): ApiTokenScope[] {
  const changed = (candidate: ApiTokenArea): AreaAccess => {
    const current = accessOf(scopes, candidate);
    if (candidate !== area) return current;
    if (access === "write") return isChecked ? "write" : current === "none" ? "none" : "read";
    return isChecked ? (current === "none" ? "read" : current) : "none";
  };
  return API_TOKEN_AREAS.flatMap((candidate) => {
    const granted = changed(candidate);
    return granted === "none" ? [] : [`${candidate}:${granted}` as const];
  });
}
