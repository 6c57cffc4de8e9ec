import type { HTMLInputTypeAttribute, ReactNode } from "react";
import { useTexts } from "@/i18n/use-texts";

// The form's fields: a visible label, '(required)' in it when the answer is needed, the help
// text and the error under it, both tied to the field (aria-describedby) so a screen reader
// reads them with it. Each field's wrapper names its field (data-field), where the focus goes
// when the form is refused.

type FieldFrame = {
  /** The server's name of the field: name, email, answers.<question id>... */
  field: string;
  label: string;
  isRequired: boolean;
  help?: string | null;
  error?: string;
};

export const inputClasses =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 focus-visible:border-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700/40 aria-invalid:border-red-700";

const fieldId = (field: string) => `field-${field.replace(/\W/g, "-")}`;

function describeBy(id: string, help: string | null | undefined, error: string | undefined) {
  const ids = [help ? `${id}-help` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

function RequiredMark({ isRequired }: { isRequired: boolean }) {
  const { t } = useTexts();
  return isRequired ? (
    <span className="font-normal text-slate-700"> {t("public.form.required")}</span>
  ) : null;
}

function FieldLabel({ id, label, isRequired }: { id: string; label: string; isRequired: boolean }) {
  return (
    <label htmlFor={id} className="block font-medium text-slate-900">
      {label}
      <RequiredMark isRequired={isRequired} />
    </label>
  );
}

function HelpAndError({ id, help, error }: { id: string; help?: string | null; error?: string }) {
  return (
    <>
      {help && (
        <p id={`${id}-help`} className="mt-1 text-sm text-slate-700">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </>
  );
}

type TextFieldProps = FieldFrame & {
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  isMultiline?: boolean;
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric" | "decimal";
  maxLength?: number;
  min?: number;
  max?: number;
};

/** A one-line field (text, e-mail, phone, number, date) or, multiline, a text area. */
export function TextField({
  field,
  label,
  isRequired,
  help,
  error,
  value,
  onChange,
  type = "text",
  isMultiline = false,
  ...inputProps
}: TextFieldProps) {
  const id = fieldId(field);
  const shared = {
    id,
    name: field,
    value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describeBy(id, help, error),
    className: inputClasses,
  };
  return (
    <div data-field={field}>
      <FieldLabel id={id} label={label} isRequired={isRequired} />
      {isMultiline ? (
        <textarea
          {...shared}
          rows={4}
          maxLength={inputProps.maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...shared}
          {...inputProps}
          type={type}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <HelpAndError id={id} help={help} error={error} />
    </div>
  );
}

type ChoiceFieldProps = FieldFrame & {
  options: readonly string[];
  /** Several options may be ticked (checkboxes), else one (radio buttons or a list). */
  isMultiple: boolean;
  value: readonly string[];
  onChange: (chosen: string[]) => void;
};

/** Past this many options, one choice is a drop-down list rather than a column of buttons. */
const MAX_RADIO_OPTIONS = 7;

/** A question with options: radio buttons, checkboxes, or a list for a long single choice. */
export function ChoiceField({
  field,
  label,
  isRequired,
  help,
  error,
  options,
  isMultiple,
  value,
  onChange,
}: ChoiceFieldProps) {
  const { t } = useTexts();
  const id = fieldId(field);
  if (!isMultiple && options.length > MAX_RADIO_OPTIONS) {
    return (
      <div data-field={field}>
        <FieldLabel id={id} label={label} isRequired={isRequired} />
        <select
          id={id}
          name={field}
          value={value[0] ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={describeBy(id, help, error)}
          onChange={(event) => onChange(event.target.value ? [event.target.value] : [])}
          className={inputClasses}
        >
          <option value="">{t("public.form.choose")}</option>
          {options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
        <HelpAndError id={id} help={help} error={error} />
      </div>
    );
  }
  return (
    <fieldset data-field={field} aria-describedby={describeBy(id, help, error)}>
      <legend className="font-medium text-slate-900">
        {label}
        <RequiredMark isRequired={isRequired} />
      </legend>
      <HelpAndError id={id} help={help} error={error} />
      <div className="mt-1">
        {options.map((option, index) => (
          <label key={option} className="flex min-h-11 items-center gap-3 text-slate-900">
            <input
              type={isMultiple ? "checkbox" : "radio"}
              name={field}
              id={index === 0 ? id : undefined}
              value={option}
              checked={value.includes(option)}
              onChange={(event) =>
                onChange(
                  isMultiple
                    ? options.filter((each) =>
                        each === option ? event.target.checked : value.includes(each),
                      )
                    : [option],
                )
              }
              className="size-5 shrink-0 accent-blue-700"
            />
            <span className="[overflow-wrap:anywhere]">{option}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type CheckboxFieldProps = FieldFrame & {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What the label says, when it is more than the label's text (a link in it). */
  children?: ReactNode;
};

/** One box to tick: a checkbox question, or the privacy policy's acceptance. */
export function CheckboxField({
  field,
  label,
  isRequired,
  help,
  error,
  checked,
  onChange,
  children,
}: CheckboxFieldProps) {
  const id = fieldId(field);
  return (
    <div data-field={field}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={field}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describeBy(id, help, error)}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-blue-700"
        />
        <label htmlFor={id} className="font-medium text-slate-900">
          {children ?? label}
          <RequiredMark isRequired={isRequired} />
        </label>
      </div>
      <div className="ps-8">
        <HelpAndError id={id} help={help} error={error} />
      </div>
    </div>
  );
}
