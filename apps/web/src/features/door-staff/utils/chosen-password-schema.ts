import { newPasswordSchema } from "@events/contract";
import { z } from "zod";
import { t } from "@/i18n/i18n";

// Apart from choose-password-form.tsx so the rule (and zod with it) can be loaded when the form
// is first checked rather than with the page that chooses the password.

/** The contract's rule for a new password, typed twice alike; said in the language of the moment. */
export const chosenPasswordSchema = z
  .object({ password: newPasswordSchema, confirmation: z.string() })
  .refine(({ password, confirmation }) => password === confirmation, {
    path: ["confirmation"],
    error: () => t("door-sign-in.password.differ"),
  });
