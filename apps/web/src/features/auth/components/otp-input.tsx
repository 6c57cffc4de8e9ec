import { OTP_LENGTH } from "@events/contract";
import {
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
  useImperativeHandle,
  useRef,
} from "react";
import { useTexts } from "@/i18n/use-texts";
import { extractOtpDigits } from "../utils/otp";

export type OtpInputHandle = {
  focus: (index?: number) => void;
};

export type OtpInputProps = {
  /** One entry per box, each "" or a single digit. */
  value: readonly string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  ref?: Ref<OtpInputHandle>;
};

/** Works out which digits the user just entered into a box that may already hold one. */
function readEnteredDigits(rawValue: string, previousDigit: string): string {
  let digits = rawValue.replace(/\D/g, "");
  if (previousDigit && digits.length > 1) {
    // Typing into a filled box yields the old digit plus the new one, on either side.
    if (digits.startsWith(previousDigit)) digits = digits.slice(1);
    else if (digits.length === 2 && digits.endsWith(previousDigit)) digits = digits.slice(0, 1);
  }
  return digits;
}

export function OtpInput({ value, onChange, disabled = false, ref }: OtpInputProps) {
  const { t } = useTexts();
  const inputRefs = useRef<Array<HTMLInputElement | null>>([]);
  const boxCount = OTP_LENGTH;

  function focusBox(index: number) {
    const clamped = Math.min(Math.max(index, 0), boxCount - 1);
    const input = inputRefs.current[clamped];
    input?.focus();
    input?.select();
  }

  useImperativeHandle(ref, () => ({ focus: (index = 0) => focusBox(index) }));

  function readDigits(): string[] {
    return Array.from({ length: boxCount }, (_, index) => value[index] ?? "");
  }

  function fillFrom(startIndex: number, entered: string) {
    const next = readDigits();
    const digits = Array.from(entered).slice(0, boxCount - startIndex);
    digits.forEach((digit, offset) => {
      next[startIndex + offset] = digit;
    });
    onChange(next);
    focusBox(startIndex + digits.length);
  }

  function handleChange(index: number, event: ChangeEvent<HTMLInputElement>) {
    const rawValue = event.target.value;
    if (rawValue === "") {
      const next = readDigits();
      next[index] = "";
      onChange(next);
      return;
    }
    const entered = readEnteredDigits(rawValue, value[index] ?? "");
    // Anything that is not a digit is ignored and the box keeps what it had.
    if (entered === "") return;
    fillFrom(index, entered);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Backspace" && !value[index] && index > 0) {
      event.preventDefault();
      const next = readDigits();
      next[index - 1] = "";
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === "ArrowLeft" && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === "ArrowRight" && index < boxCount - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const digits = extractOtpDigits(event.clipboardData.getData("text"));
    if (digits.length === 0) return;
    // A pasted code replaces the whole entry, from the first box.
    const next = Array.from({ length: boxCount }, (_, index) => digits[index] ?? "");
    onChange(next);
    focusBox(digits.length);
  }

  return (
    // A code reads left to right in every language, so the arrow keys keep their sides.
    <div dir="ltr" className="flex justify-center gap-2 sm:gap-3">
      {Array.from({ length: boxCount }, (_, index) => (
        <input
          // The boxes are a fixed row of positions; the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: positions never reorder
          key={index}
          ref={(element) => {
            inputRefs.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          aria-label={t("sign-in.verify.digit", { index: index + 1, count: boxCount })}
          value={value[index] ?? ""}
          disabled={disabled}
          onChange={(event) => handleChange(index, event)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={handlePaste}
          onFocus={(event) => event.target.select()}
          className="size-10 rounded-md border border-slate-300 bg-white text-center text-lg font-semibold text-slate-900 shadow-sm sm:text-xl focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-blue-600/40 disabled:bg-slate-100 sm:size-12"
        />
      ))}
    </div>
  );
}
