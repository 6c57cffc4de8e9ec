import {
  CONSENT_METHOD_LABELS,
  type Consent,
  type ErasureCounts,
  type ErasureKind,
  PRIVACY_MESSAGES,
} from "@events/contract";
import { formatEventDate } from "@/lib/format-date";

/** '1 participant', '2 participants': a count with its noun. */
function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What an erasure removed, as the toast and the record of erasures say it. */
function describeErasureCounts({
  participants,
  files,
  audit_entries_redacted,
  messages_cancelled,
}: ErasureCounts): string {
  return [
    countOf(participants, "participant", "participants"),
    countOf(files, "file", "files"),
    countOf(audit_entries_redacted, "activity entry redacted", "activity entries redacted"),
    countOf(messages_cancelled, "queued e-mail cancelled", "queued e-mails cancelled"),
  ].join(", ");
}

/** The words of the Privacy screen: finding a person, what is held, erasing, past erasures. */
export const privacyTexts = {
  ...PRIVACY_MESSAGES,
  pageTitle: "Privacy",
  findLegend: "Find a person",
  emailLabel: "Email",
  emailHint: "Their e-mail address, in any case: every event they take part in is searched.",
  find: "Find",
  personLoading: "Loading what is held...",
  personFetchFailed: "Failed to load what is held on this person",
  nothingHeldText: "No participant, activity entry or file names this address.",
  heldOn: "Held on",
  downloadData: "Download data",
  downloadJson: "Download as JSON",
  erasePerson: "Erase person",
  participations: "Participations",
  messages: "Messages",
  activityEntries: "Activity entries",
  files: "Files",
  eventsOf: (email: string) => `Events of ${email}`,
  event: "Event",
  role: "Role",
  checkIn: "Check-in",
  consent: "Consent",
  checkedInAt: (checkedInAt: string) => `Checked in ${formatEventDate(checkedInAt)}`,
  notCheckedIn: "Not checked in",
  describeConsent: (consent: Consent | null) =>
    consent
      ? `Version ${consent.policy_version}, ${formatEventDate(consent.given_at)}, ${
          CONSENT_METHOD_LABELS[consent.method]
        }`
      : "Not on record",
  eraseWarning: {
    before: "Everything held on",
    after:
      "is erased from every event: their participant rows and files, the e-mails still queued to them, and their details in the activity log. This cannot be undone.",
  },
  confirmationLabel: "Type the e-mail address again to confirm",
  reasonLabel: "Reason",
  reasonHint: "Kept in the record of erasures as written: leave the person's details out of it.",
  erasing: "Erasing...",
  erased: (counts: ErasureCounts) => `Erased: ${describeErasureCounts(counts)}`,
  describeCounts: describeErasureCounts,
  eraseFailed: "The erasure failed",
  erasuresTitle: "Past erasures",
  erasuresLoading: "Loading erasures...",
  erasuresFetchFailed: "Failed to load the erasures",
  noErasures: "No erasures yet",
  noErasuresText: "Every erasure, asked for or by an event's retention, is listed here.",
  erasuresTable: "Past erasures, newest first",
  erasuresPages: "Erasures pages",
  when: "When",
  who: "Who",
  kind: "Kind",
  reason: "Reason",
  counts: "Erased",
  /** The retention sweep erases with no one signed in. */
  system: "System",
  unknownActor: "Unknown user",
  kindLabels: {
    person: "Person's request",
    retention: "Event retention",
  } satisfies Record<ErasureKind, string>,
} as const;
