import { errorResponseSchema } from "@events/contract";
import { inputErrors } from "../http/openapi.js";

/** The error answers of a public sign-in step: its input refused, or too many tries (429). */
export const signInErrors = { ...inputErrors, 429: errorResponseSchema };
