import { useEffect, useRef } from "react";

/**
 * A heading that takes the focus when it appears (a step of the registration, an answer), so a
 * screen reader reads what changed and the keyboard goes on from there. It needs tabIndex -1.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
