import { useTexts } from "@/i18n/use-texts";
import { formatCountdown } from "./use-seconds-left";

/** 'Send a new code', or while it may not be sent yet 'Send a new code in 1:30'. */
export function NewCodeLabel({ secondsLeft }: { secondsLeft: number }) {
  const { t } = useTexts();
  return secondsLeft > 0
    ? t("app.code.newCodeIn", { countdown: formatCountdown(secondsLeft) })
    : t("app.code.newCode");
}
