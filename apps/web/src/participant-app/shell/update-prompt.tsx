import { useWaitingUpdate } from "../service-worker/waiting-update";
import { primaryButtonClasses } from "./styles";

/** 'A new version is available', with the button that switches to it. */
export function UpdatePrompt() {
  const applyUpdate = useWaitingUpdate();
  return (
    <div role="status" className="empty:hidden">
      {applyUpdate && (
        <div className="fixed inset-x-3 bottom-[calc(env(safe-area-inset-bottom)+0.75rem)] z-30 mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl bg-slate-900 p-3 pl-4 text-white shadow-lg">
          <p className="text-sm">A new version is available</p>
          <button
            type="button"
            onClick={applyUpdate}
            className={`${primaryButtonClasses} focus-visible:outline-white`}
          >
            Reload
          </button>
        </div>
      )}
    </div>
  );
}
