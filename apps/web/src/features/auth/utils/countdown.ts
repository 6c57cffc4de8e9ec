import { t } from "@/i18n/i18n";

/** 90 → '1:30', 5 → '0:05'. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}

export function getResendLabel(secondsLeft: number): string {
  return secondsLeft > 0
    ? t("sign-in.verify.resendIn", { time: formatCountdown(secondsLeft) })
    : t("sign-in.verify.resend");
}
