import { secondaryButtonClasses } from "../participant-app/shell/styles";

export function LoadingView({ label }: { label: string }) {
  return (
    <p role="status" className="mt-6 text-slate-700">
      {label}
    </p>
  );
}

/** Why something could not be loaded, in the caller's words, and a way to try again. */
export function LoadErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4">
      <p role="alert" className="text-red-900">
        {message}
      </p>
      <button type="button" onClick={onRetry} className={`mt-3 ${secondaryButtonClasses}`}>
        Try again
      </button>
    </div>
  );
}
