import { type ReactNode, type Ref, useId } from "react";
import { useTexts } from "@/i18n/use-texts";
import { Field, getDescriptionIds } from "./field";

const FALLBACK_SWATCH = "#000000";

/**
 * The value a native colour input can show: '#rrggbb'. Short codes are expanded, an alpha
 * part is dropped, and anything else (a half-typed code) shows black until it is complete.
 */
export function toSwatchValue(value: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value.trim())?.[1];
  if (!hex) return FALLBACK_SWATCH;
  if (hex.length === 3) {
    return `#${Array.from(hex, (digit) => digit + digit).join("")}`.toLowerCase();
  }
  return `#${hex.slice(0, 6)}`.toLowerCase();
}

export type ColorInputProps = {
  /** Names the hex text field; the swatch is named '{label} swatch'. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  /** Shown after the inputs, e.g. a remove button. */
  action?: ReactNode;
};

/** A colour as a swatch to pick from and a hex code to type, kept in step. */
export function ColorInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  name,
  inputRef,
  disabled,
  action,
}: ColorInputProps) {
  const { t } = useTexts();
  const textId = useId();
  const { describedBy } = getDescriptionIds(textId, { error });
  return (
    <Field fieldId={textId} label={label} error={error}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t("layout.colorInput.swatch", { label })}
          value={toSwatchValue(value)}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          onBlur={onBlur}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed"
        />
        <input
          ref={inputRef}
          id={textId}
          name={name}
          type="text"
          value={value}
          disabled={disabled}
          spellCheck={false}
          autoComplete="off"
          maxLength={9}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          className="h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 font-mono text-sm text-slate-900 shadow-sm focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-blue-600/40 aria-invalid:border-red-500 disabled:bg-slate-100"
        />
        {action}
      </div>
    </Field>
  );
}
