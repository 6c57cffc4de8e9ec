import { type ChangeEvent, useId, useState } from "react";
import { useTexts } from "@/i18n/use-texts";
import { describeActionError } from "../shell/action-error";
import { passkeysOfflineMessage } from "./offline-message";
import { setPasskeyOnly } from "./passkeys-api";

/**
 * 'Passkey only': no e-mailed code signs the person in any more, only their passkeys. The
 * server refuses it without a passkey, and removing the last one while it is on.
 */
export function PasskeyOnlySwitch({ isOn }: { isOn: boolean }) {
  const switchId = useId();
  const hintId = `${switchId}-hint`;
  const errorId = `${switchId}-error`;
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const { t } = useTexts();

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const isWanted = event.target.checked;
    setError(undefined);
    if (!navigator.onLine) return setError(passkeysOfflineMessage());
    setIsSaving(true);
    try {
      // The switch shows the server's answer, so once it has moved, it is saved.
      await setPasskeyOnly(isWanted);
    } catch (saveError) {
      setError(describeActionError(saveError, passkeysOfflineMessage(), t("app.error.generic")));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <div className="mt-6 border-t border-slate-200 pt-4">
      <div className="flex items-start gap-3">
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          checked={isOn}
          aria-checked={isOn}
          disabled={isSaving}
          onChange={handleChange}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className="mt-0.5 size-6 shrink-0 accent-blue-700"
        />
        <div>
          <label htmlFor={switchId} className="font-medium text-slate-900">
            {t("app-passkeys.only")}
          </label>
          <p id={hintId} className="mt-1 text-sm text-slate-600">
            {t("app-passkeys.onlyHint")}
          </p>
        </div>
      </div>
      <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-800 empty:hidden">
        {error}
      </p>
    </div>
  );
}
