import { OTP_LENGTH } from "@events/contract";
import type { Ref } from "react";
import { useTexts } from "@/i18n/use-texts";

export type CodeInputProps = {
  id: string;
  /** What the code is for: 'Sign-in code' unless named (the app's sign-in). */
  label?: string;
  value: string;
  onChange: (code: string) => void;
  /** The id of the error text under the field, when there is one. */
  errorId?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** Only the digits of what was typed or pasted ('123 456', '123-456'), at most a code's length. */
export function readCodeDigits(text: string): string {
  return text.replace(/\D/g, "").slice(0, OTP_LENGTH);
}

/**
 * The six-digit code in one field: the phone offers its number pad and the code from the
 * e-mail or message (one-time-code), and a pasted code with spaces or dashes keeps its digits.
 */
export function CodeInput({
  id,
  label,
  value,
  onChange,
  errorId,
  disabled = false,
  ref,
}: CodeInputProps) {
  const { t } = useTexts();
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label ?? t("app.signIn.codeLabel")}
      </label>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {t("phone.code.hint", { count: OTP_LENGTH })}
      </p>
      <input
        ref={ref}
        id={id}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH + 4}
        value={value}
        disabled={disabled}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => onChange(readCodeDigits(event.target.value))}
        className="mt-2 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-center font-mono text-2xl tracking-[0.4em] text-slate-900 focus-visible:border-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700/40 aria-invalid:border-red-700 disabled:bg-slate-100"
      />
    </div>
  );
}
