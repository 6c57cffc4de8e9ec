import type { CreateMultipleParticipantsResponse, ParticipantResponse } from "@events/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { t } from "@/i18n/i18n";
import { apiClient } from "@/lib/api-client";
import { ApiError, errorText } from "@/lib/api-error";
import { queryKeys } from "@/lib/query-keys";
import type { FieldError } from "@/lib/server-field-errors";
import { describeAddError } from "../utils/describe-participant-error";
import type { ParticipantRowOutput } from "../utils/participant-form-schema";
import {
  buildCreateMultipleBody,
  buildParticipantFormData,
  type CreateMode,
  getCreateMode,
} from "../utils/participant-requests";

export function createMultipleParticipants(
  rows: readonly ParticipantRowOutput[],
): Promise<CreateMultipleParticipantsResponse> {
  return apiClient.post<CreateMultipleParticipantsResponse>(
    "/api/participants/create-multiple",
    buildCreateMultipleBody(rows),
  );
}

export function createSingleParticipant(row: ParticipantRowOutput): Promise<ParticipantResponse> {
  return apiClient.post<ParticipantResponse>(
    "/api/participants/create-single",
    buildParticipantFormData(row),
  );
}

/** A field the server refused, by row (0-based) and field name. */
export type RowFieldError = { index: number; field: string; message: string };

/**
 * A batch that did not save whole. Like every other mutation it is thrown, and it carries what
 * the form needs to keep only the rows left to fix.
 */
export class AddParticipantsError extends Error {
  /** Rows the server created before another failed (only when sent one by one). */
  readonly savedIndexes: number[];
  readonly fieldErrors: RowFieldError[];

  constructor(message: string, savedIndexes: number[], fieldErrors: RowFieldError[]) {
    super(message);
    this.name = "AddParticipantsError";
    this.savedIndexes = savedIndexes;
    this.fieldErrors = fieldErrors;
  }
}

/** The server's field refusals of a failed add, each in the active language by its code. */
function getDetails(error: unknown): FieldError<string>[] {
  if (!(error instanceof ApiError)) return [];
  return error.details.map((detail) => ({
    field: detail.field,
    message: errorText(detail.message, detail),
  }));
}

/** 'participants.0.email' → row 0, field 'email'. */
function readMultipleFieldErrors(error: unknown): RowFieldError[] {
  return getDetails(error).flatMap(({ field, message }) => {
    const match = /^participants\.(\d+)\.(\w+)$/.exec(field);
    return match ? [{ index: Number(match[1]), field: match[2] ?? "", message }] : [];
  });
}

/**
 * Sends the rows: one create-multiple call (all or nothing) when no row has an image, else one
 * create-single call per row, in parallel. Resolves to the mode used; throws an
 * AddParticipantsError when any row was not created.
 */
export async function addParticipants(
  rows: readonly ParticipantRowOutput[],
): Promise<{ mode: CreateMode }> {
  const mode = getCreateMode(rows);
  if (mode === "multiple") {
    try {
      await createMultipleParticipants(rows);
      return { mode };
    } catch (error) {
      throw new AddParticipantsError(
        describeAddError(error, t("participants.toast.createMultipleFailed")),
        [],
        readMultipleFieldErrors(error),
      );
    }
  }

  const results = await Promise.allSettled(rows.map((row) => createSingleParticipant(row)));
  const failures = results.flatMap((result, index) =>
    result.status === "rejected" ? [{ index, error: result.reason as unknown }] : [],
  );
  const firstFailure = failures[0];
  if (!firstFailure) return { mode };
  throw new AddParticipantsError(
    describeAddError(firstFailure.error, t("participants.toast.createSingleFailed")),
    results.flatMap((result, index) => (result.status === "fulfilled" ? [index] : [])),
    failures.flatMap(({ index, error }) =>
      getDetails(error).map(({ field, message }) => ({ index, field, message })),
    ),
  );
}

export function useAddParticipants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addParticipants,
    // Even a partly failed batch may have created some participants: reload either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.participants.all }),
  });
}
