import type { Language, Participant } from "@events/contract";
import { Smartphone } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { useTexts } from "@/i18n/use-texts";
import { formatEventDate } from "@/lib/format-date";

/** The day alone, in UTC as every date of the lists: '3 Dec 2026' in English. */
function formatDay(moment: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === "en" ? "en-GB" : language, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(moment);
}

/**
 * Whether the participant has signed in to the participants' app: 'App: signed in 3 Dec 2026'
 * or 'App: not yet'. Its title gives the whole moment of the last sign-in.
 */
export function AppSignInBadge({
  signedInAt,
}: {
  signedInAt: Participant["app_last_signed_in_at"];
}) {
  const { t, language } = useTexts();
  const moment = signedInAt === null ? null : new Date(signedInAt);
  if (moment === null || Number.isNaN(moment.getTime())) {
    return (
      <span title={t("participants.app.neverSignedIn")}>
        <Badge tone="gray">
          <Smartphone aria-hidden="true" className="me-1 size-3" />
          {t("participants.app.notYet")}
        </Badge>
      </span>
    );
  }
  return (
    <span title={t("participants.app.lastSignedIn", { moment: formatEventDate(signedInAt) })}>
      <Badge tone="green">
        <Smartphone aria-hidden="true" className="me-1 size-3" />
        {t("participants.app.signedIn", { day: formatDay(moment, language) })}
      </Badge>
    </span>
  );
}
