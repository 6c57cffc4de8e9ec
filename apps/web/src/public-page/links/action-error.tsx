import { describeCallError } from "../shell/messages";

/** Why a link's action did not happen, read out as it appears. */
export function ActionError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="mt-3 font-medium text-red-800">
      {describeCallError(error)}
    </p>
  );
}
