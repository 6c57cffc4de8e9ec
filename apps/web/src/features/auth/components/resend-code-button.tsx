import { Button } from "@/components/ui/button";
import { useTexts } from "@/i18n/use-texts";
import { getResendLabel } from "../utils/countdown";

export function ResendCodeButton({
  secondsLeft,
  isSending,
  onResend,
}: {
  secondsLeft: number;
  isSending: boolean;
  onResend: () => void;
}) {
  useTexts();
  return (
    <Button variant="link" disabled={secondsLeft > 0 || isSending} onClick={onResend}>
      {getResendLabel(secondsLeft)}
    </Button>
  );
}
