import type { Participant } from "@events/contract";
import { Download } from "lucide-react";
import { getPersonDataUrl } from "@/api/privacy/get-person-data-url";
import { useTexts } from "@/i18n/use-texts";
import { getParticipantName } from "../utils/participant-display";
import { rowActionLinkClasses } from "./link-classes";

/**
 * 'Download data' of one participant: a ZIP of what is held on the person with this e-mail
 * address, which the server limits to the caller's own events.
 */
export function DownloadPersonDataLink({ participant }: { participant: Participant }) {
  const { t } = useTexts();
  return (
    <a
      href={getPersonDataUrl(participant.email, "zip")}
      download
      aria-label={t("participants.row.downloadData", { name: getParticipantName(participant) })}
      className={rowActionLinkClasses}
    >
      <Download aria-hidden="true" className="size-4" />
    </a>
  );
}
