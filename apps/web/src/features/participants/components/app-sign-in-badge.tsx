import type { Participant } from "@events/contract";
import { Smartphone } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatEventDate } from "@/lib/format-date";
import { participantsTexts } from "../messages";

// The day alone, '3 Dec 2026', in UTC as every date of the lists.
const DAY_FORMAT = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * Whether the participant has signed in to the participants' app: 'App: signed in 3 Dec 2026'
 * or 'App: not yet'. Its title gives the whole moment of the last sign-in.
 */
export function AppSignInBadge({
  signedInAt,
}: {
  signedInAt: Participant["app_last_signed_in_at"];
}) {
  const moment = signedInAt === null ? null : new Date(signedInAt);
  if (moment === null || Number.isNaN(moment.getTime())) {
    return (
      <span title={participantsTexts.appNeverSignedIn}>
        <Badge tone="gray">
          <Smartphone aria-hidden="true" className="mr-1 size-3" />
          {participantsTexts.appNotYet}
        </Badge>
      </span>
    );
  }
  return (
    <span title={participantsTexts.appLastSignedIn(formatEventDate(signedInAt))}>
      <Badge tone="green">
        <Smartphone aria-hidden="true" className="mr-1 size-3" />
        {participantsTexts.appSignedIn(DAY_FORMAT.format(moment))}
      </Badge>
    </span>
  );
}
