import { useEffect, useRef } from "react";

/**
 * A heading that takes the focus when it appears (a step of the registration, an answer), so a
 * screen reader reads what changed and the keyboard goes on from there. It needs tabIndex -1.
 * Not `isEnabled`, it leaves the focus where it is (what a page shows as it opens).
 */
export function useFocusOnMount<T extends HTMLElement>(isEnabled = true) {
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only as the element appears.
  useEffect(() => {
    if (isEnabled) ref.current?.focus();
  }, []);
  return ref;
}
