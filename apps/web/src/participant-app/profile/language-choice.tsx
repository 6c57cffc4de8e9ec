import type { Language, Person } from "@events/contract";
import { useId, useState } from "react";
import { switchLanguage } from "@/i18n/choose-language";
import { LanguageSelect } from "@/i18n/language-select";
import { useTexts } from "@/i18n/use-texts";
import { describeActionError } from "../shell/action-error";
import { updateProfile } from "./profile-changes";

/**
 * The person's language, for this app and the e-mails of all their events. Choosing one saves it
 * (it needs the network) and switches the app to it.
 */
export function LanguageChoice({ person }: { person: Person }) {
  const fieldId = useId();
  const { t, language } = useTexts();
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [isSaved, setIsSaved] = useState(false);
  const offlineMessage = t("app.language.offline");

  async function handleChoice(chosen: Language) {
    setIsSaved(false);
    setError(undefined);
    if (!navigator.onLine) return setError(offlineMessage);
    setIsSaving(true);
    try {
      await updateProfile({ language: chosen });
      await switchLanguage(chosen);
      setIsSaved(true);
    } catch (saveError) {
      setError(describeActionError(saveError, offlineMessage, t("app.language.saveFailed")));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <div className="mt-2">
      <label htmlFor={fieldId} className="block font-medium text-slate-900">
        {t("app.language.label")}
      </label>
      <p id={`${fieldId}-hint`} className="mt-1 text-sm text-slate-600">
        {t("app.language.hint")}
      </p>
      <LanguageSelect
        id={fieldId}
        value={person.language ?? language}
        disabled={isSaving}
        onChoose={handleChoice}
        aria-describedby={`${fieldId}-hint`}
        className="mt-2 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 focus-visible:border-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700/40 disabled:bg-slate-100"
      />
      <p role="alert" className="mt-2 text-sm font-medium text-red-800 empty:hidden">
        {error}
      </p>
      <p role="status" className="mt-2 text-sm font-medium text-green-900 empty:hidden">
        {/* Said once the app is in the new language, so in it. */}
        {isSaved && t("app.language.saved")}
      </p>
    </div>
  );
}
