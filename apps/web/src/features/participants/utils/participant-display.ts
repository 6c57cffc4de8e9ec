import { isParticipantActive, type Participant } from "@events/contract";
import type { BadgeTone } from "@/components/ui/badge";
import { t } from "@/i18n/i18n";

/** The name shown for a participant: 'No name provided' for a blank one, or for none chosen. */
export function getParticipantName(participant: Pick<Participant, "name"> | null): string {
  return participant?.name.trim() || t("participants.name.none");
}

/** The system admin list's colours (spec doc 2 §4); 'True' is the older word for active. */
export function getParticipantStatusTone(status: string | null | undefined): BadgeTone {
  const value = (status ?? "").trim().toLowerCase();
  if (value === "confirmed" || isParticipantActive(value)) return "green";
  if (value === "pending") return "yellow";
  if (value === "cancelled" || value === "canceled" || value === "declined") return "red";
  return "gray";
}

/** 'True' and 'active' read 'Active'; other statuses (the data's own words) are shown capitalised. */
export function getParticipantStatusLabel(status: string | null | undefined): string {
  if (isParticipantActive(status)) return t("participants.status.active");
  const value = (status ?? "").trim();
  if (value === "") return t("participants.status.unknown");
  if (value.toLowerCase() === "inactive") return t("participants.status.inactive");
  return value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
}
