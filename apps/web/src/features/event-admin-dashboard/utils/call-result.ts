import { readErrorMessage } from "@/lib/error-message";

/** Where one of the dashboard's calls stands; each call is shown or reported on its own. */
export type CallResult<TData> =
  | { status: "pending" }
  | { status: "error"; message: string }
  | { status: "success"; data: TData };

/** A query's state as a call result; data already in hand wins over a failed reload. */
export function readCallResult<TData>(
  status: "pending" | "error" | "success",
  data: TData | undefined,
  error: unknown,
): CallResult<TData> {
  if (data !== undefined) return { status: "success", data };
  if (status === "error") return { status: "error", message: readErrorMessage(error) };
  return { status: "pending" };
}
