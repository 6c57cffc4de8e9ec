type SignInRules = typeof import("./sign-in-rules");

let loading: Promise<SignInRules | undefined> | undefined;

/**
 * The contract's rules for the sign-in fields, fetched once. Undefined when they cannot be
 * fetched (no network): the server checks the same rules and its answer is shown instead.
 */
export function loadSignInRules(): Promise<SignInRules | undefined> {
  loading ??= import("./sign-in-rules").catch(() => {
    loading = undefined;
    return undefined;
  });
  return loading;
}
