/** 90 → '1:30', 5 → '0:05'. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}

export function getResendLabel(secondsLeft: number): string {
  return secondsLeft > 0 ? `Resend code in ${formatCountdown(secondsLeft)}` : "Resend Code";
}
