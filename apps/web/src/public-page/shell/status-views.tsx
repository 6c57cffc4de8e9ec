import { secondaryButtonClasses } from "../../participant-app/shell/styles";
import { describeCallError } from "./messages";

export function LoadingView({ label }: { label: string }) {
  return (
    <p role="status" className="mt-6 text-slate-700">
      {label}
    </p>
  );
}

/** Why something could not be loaded, and a way to try again. */
export function LoadErrorView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4">
      <p role="alert" className="text-red-900">
        {describeCallError(error)}
      </p>
      <button type="button" onClick={onRetry} className={`mt-3 ${secondaryButtonClasses}`}>
        Try again
      </button>
    </div>
  );
}

export function PageHeading({ children }: { children: string }) {
  return <h1 className="text-2xl font-bold tracking-tight text-slate-900">{children}</h1>;
}
