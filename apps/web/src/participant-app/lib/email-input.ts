import type { InputHTMLAttributes } from "react";

/**
 * How a field for an e-mail address sets up a phone's keyboard: the address layout, the address
 * the phone knows offered, and no capital letter or spelling fix forced on what is typed.
 */
export const emailInputAttributes = {
  name: "email",
  type: "email",
  inputMode: "email",
  autoComplete: "email",
  autoCapitalize: "none",
  spellCheck: false,
} as const satisfies InputHTMLAttributes<HTMLInputElement>;
