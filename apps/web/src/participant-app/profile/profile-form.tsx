import type { Person } from "@events/contract";
import { type FormEvent, useId, useRef, useState } from "react";
import { t } from "@/i18n/i18n";
import { useTexts } from "@/i18n/use-texts";
import { getFormFieldErrors, isFieldAmong } from "@/lib/server-field-errors";
import { describeActionError } from "../shell/action-error";
import { primaryButtonClasses } from "../shell/styles";
import { updateProfile } from "./profile-changes";
import { checkProfile, type ProfileField, type ProfileValues } from "./profile-rules";
import { TextField } from "./text-field";

export const saveOfflineMessage = () => t("app.profile.saveOffline");

const PROFILE_FIELDS: readonly ProfileField[] = ["name", "phone"];

const valuesOf = (person: Person): ProfileValues => ({
  name: person.name,
  phone: person.phone ?? "",
});

/**
 * The person's name and phone, in all their events. Checked with the contract's rules first; a
 * refusal is shown at its field, which takes the focus, and nothing typed is lost.
 */
export function ProfileForm({ person }: { person: Person }) {
  const formId = useId();
  const [values, setValues] = useState(() => valuesOf(person));
  const [errors, setErrors] = useState<Partial<ProfileValues>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [status, setStatus] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);
  const { t } = useTexts();
  const fieldRefs = {
    name: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
  };

  function showFieldErrors(found: Partial<ProfileValues>) {
    setErrors(found);
    const first = PROFILE_FIELDS.find((field) => found[field]);
    if (first) fieldRefs[first].current?.focus();
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setStatus(undefined);
    setFormError(undefined);
    const ruleErrors = checkProfile(values);
    if (Object.keys(ruleErrors).length > 0) return showFieldErrors(ruleErrors);
    setErrors({});
    if (!navigator.onLine) return setFormError(saveOfflineMessage());
    setIsSaving(true);
    try {
      setValues(valuesOf(await updateProfile({ name: values.name, phone: values.phone })));
      setStatus(t("app.profile.saved"));
    } catch (error) {
      const fieldErrors = getFormFieldErrors(error, isFieldAmong(PROFILE_FIELDS));
      if (fieldErrors.length > 0) {
        showFieldErrors(
          Object.fromEntries(fieldErrors.map(({ field, message }) => [field, message])),
        );
      } else {
        setFormError(describeActionError(error, saveOfflineMessage(), t("app.profile.saveFailed")));
      }
    } finally {
      setIsSaving(false);
    }
  }

  const change = (field: ProfileField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form noValidate onSubmit={handleSubmit} className="mt-4 space-y-4">
      <TextField
        ref={fieldRefs.name}
        id={`${formId}-name`}
        label={t("app.profile.name")}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={change("name")}
        error={errors.name}
      />
      <TextField
        ref={fieldRefs.phone}
        id={`${formId}-phone`}
        label={t("app.profile.phone")}
        hint={t("app.profile.phoneHint")}
        name="phone"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={change("phone")}
        error={errors.phone}
      />
      <div>
        <button type="submit" disabled={isSaving} className={primaryButtonClasses}>
          {isSaving ? t("app.profile.saving") : t("app.profile.save")}
        </button>
        <p role="alert" className="mt-2 text-sm font-medium text-red-800 empty:hidden">
          {formError}
        </p>
        <p role="status" className="mt-2 text-sm font-medium text-green-900 empty:hidden">
          {status}
        </p>
      </div>
    </form>
  );
}
