import type { erasureFormSchema } from "@events/contract";
import type { z } from "zod";
import { type FieldError, getFormFieldErrors, isFieldAmong } from "@/lib/server-field-errors";

export type ErasureFormOutput = z.output<typeof erasureFormSchema>;

/** The fields of the Erase person form the user types; the e-mail is the person's own. */
const ERASURE_FORM_FIELDS = ["confirmation", "reason"] as const;
export type ErasureFormField = (typeof ERASURE_FORM_FIELDS)[number];
export type ErasureFormFieldError = FieldError<ErasureFormField>;

/** The server's refusals that belong beside a field of the form (its reason, mostly). */
export function getErasureServerFieldErrors(error: unknown): ErasureFormFieldError[] {
  return getFormFieldErrors(error, isFieldAmong(ERASURE_FORM_FIELDS));
}

/** The person an Erase person dialog is open for; the id is their e-mail, as personKey gives it. */
export type PersonToErase = { id: string; email: string };
