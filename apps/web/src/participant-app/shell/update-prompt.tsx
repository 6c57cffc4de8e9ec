import { useTexts } from "@/i18n/use-texts";
import { useWaitingUpdate } from "../service-worker/waiting-update";
import { primaryButtonClasses } from "./styles";

/** 'A new version is available', with the button that switches to it. */
export function UpdatePrompt() {
  const applyUpdate = useWaitingUpdate();
  const { t } = useTexts();
  return (
    <div role="status" className="empty:hidden">
      {applyUpdate && (
        <div className="fixed inset-x-3 bottom-[calc(env(safe-area-inset-bottom)+0.75rem)] z-30 mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl bg-slate-900 p-3 ps-4 text-white shadow-lg">
          <p className="text-sm">{t("app.update.available")}</p>
          <button
            type="button"
            onClick={applyUpdate}
            className={`${primaryButtonClasses} focus-visible:outline-white`}
          >
            {t("app.update.reload")}
          </button>
        </div>
      )}
    </div>
  );
}
