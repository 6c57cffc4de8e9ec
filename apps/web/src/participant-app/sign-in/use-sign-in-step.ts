import { useRef, useState } from "react";
import { loadSignInRules } from "./load-sign-in-rules";
import { describeSignInError, needsConnectionMessage } from "./sign-in-messages";

type SignInRules = NonNullable<Awaited<ReturnType<typeof loadSignInRules>>>;

/**
 * A step of the sign-in (the address, the code): its field's error, and the call it makes once
 * the field passes the contract's rule. A refusal (the rule's, the server's, no network) is
 * shown at the field, which takes the focus back.
 */
export function useSignInStep() {
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);

  function refuse(message: string) {
    setError(message);
    fieldRef.current?.focus();
  }

  /** The call's answer, or undefined when the step was refused. */
  async function submit<T>(
    check: ((rules: SignInRules) => string | undefined) | undefined,
    call: () => Promise<T>,
  ): Promise<T | undefined> {
    if (!navigator.onLine) return void refuse(needsConnectionMessage());
    const rules = check && (await loadSignInRules());
    const ruleError = rules && check(rules);
    if (ruleError) return void refuse(ruleError);
    setIsBusy(true);
    try {
      const answer = await call();
      setError(undefined);
      return answer;
    } catch (callError) {
      refuse(describeSignInError(callError));
      return undefined;
    } finally {
      setIsBusy(false);
    }
  }

  return { error, isBusy, fieldRef, submit };
}
