import { type FormEvent, useId, useRef, useState } from "react";
import { CodeInput } from "../participant-app/sign-in/code-input";

/** A code field's state: what is typed, and why it was refused. */
export function useCodeField() {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  /** Says why at the field and gives it the focus back, the code still typed. */
  function refuse(message: string) {
    setError(message);
    ref.current?.focus();
  }
  return { id, ref, code, setCode, error, setError, refuse };
}

export type CodeField = ReturnType<typeof useCodeField>;

export type CodeFormProps = {
  field: CodeField;
  /** The field's label: what the code confirms. */
  label: string;
  submitLabel: string;
  busyLabel: string;
  isBusy: boolean;
  /** The button stays off even when not busy: the code can no longer be used. */
  isSubmitDisabled?: boolean;
  submitClasses: string;
  onSubmit: (event: FormEvent) => void;
};

/** The code e-mailed to the person, why it was refused under it, and the button that sends it. */
export function CodeForm({
  field,
  label,
  submitLabel,
  busyLabel,
  isBusy,
  isSubmitDisabled = false,
  submitClasses,
  onSubmit,
}: CodeFormProps) {
  const errorId = `${field.id}-error`;
  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
      <div>
        <CodeInput
          ref={field.ref}
          id={field.id}
          label={label}
          value={field.code}
          onChange={field.setCode}
          errorId={field.error ? errorId : undefined}
        />
        {field.error && (
          <p id={errorId} className="mt-2 text-sm font-medium text-red-800">
            {field.error}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={isBusy || isSubmitDisabled}
        className={`w-full ${submitClasses}`}
      >
        {isBusy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
