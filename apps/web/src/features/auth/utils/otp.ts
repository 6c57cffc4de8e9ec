import { OTP_LENGTH } from "@events/contract";

export function createEmptyOtp(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => "");
}

/** Keeps the digits of pasted text, at most one code's worth. */
export function extractOtpDigits(text: string): string[] {
  return Array.from(text.replace(/\D/g, "")).slice(0, OTP_LENGTH);
}

export function isOtpComplete(digits: readonly string[]): boolean {
  return digits.length === OTP_LENGTH && digits.every((digit) => /^\d$/.test(digit));
}
