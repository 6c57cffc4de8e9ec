import { useTexts } from "@/i18n/use-texts";
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
  const { t } = useTexts();
  return (
    <div className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4">
      <p role="alert" className="text-red-900">
        {message}
      </p>
      <button type="button" onClick={onRetry} className={`mt-3 ${secondaryButtonClasses}`}>
        {t("common.action.tryAgain")}
      </button>
    </div>
  );
}
