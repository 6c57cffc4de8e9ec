import { errorResponseSchema, type FileRule, megabytes } from "@events/contract";
import { z } from "zod";
import { documentFileResponse } from "./document-response.js";

// The parts of the OpenAPI document that several route files share; each route file keeps only
// the answers and texts that are its own.

/** What every signed-in route may answer: no session (401), or not allowed or no CSRF header (403). */
export const commonErrors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
};

/** commonErrors, for routes whose input may be refused without a more specific 400. */
export const inputErrors = {
  400: errorResponseSchema,
  ...commonErrors,
};

export const invalidFieldsResponse = errorResponseSchema.describe(
  "Invalid fields, with details naming them",
);
export const eventNotFoundResponse = errorResponseSchema.describe(
  "No such event, or (for an event admin) not one of theirs",
);
export const documentNotFoundResponse = errorResponseSchema.describe(
  "No such document, or (for an event admin) not of one of their events",
);

/** Every answer of a view-document route. */
export const viewDocumentResponses = {
  200: documentFileResponse,
  ...inputErrors,
  404: documentNotFoundResponse,
};

/** "at most 100 MB": an upload's limit as the descriptions write it. */
export function describeSizeLimit(rule: Pick<FileRule, "maxBytes">): string {
  return `at most ${megabytes(rule)} MB`;
}

/** The 413 and 415 answers of an upload following rule; the 415 text is the rule's unless given. */
export function fileErrors(
  rule: Pick<FileRule, "sizeMessage" | "typeMessage">,
  typeDescription = rule.typeMessage,
) {
  return {
    413: errorResponseSchema.describe(rule.sizeMessage),
    415: errorResponseSchema.describe(typeDescription),
  };
}

/** A file part of a multipart body, as OpenAPI shows it. */
export function filePartSchema(description: string) {
  return z.string().optional().meta({ type: "string", format: "binary", description });
}
