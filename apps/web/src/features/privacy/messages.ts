import type { Consent, ConsentMethod, ErasureCounts, ErasureKind } from "@events/contract";
import { t } from "@/i18n/i18n";
import { formatEventDate } from "@/lib/format-date";
import { readWhenShown } from "@/lib/read-when-shown";

const CONSENT_METHOD_TEXT = {
  added_by_admin: "privacy-admin.consent.addedByAdmin",
  imported: "privacy-admin.consent.imported",
  given_by_person: "privacy-admin.consent.givenByPerson",
} as const satisfies Record<ConsentMethod, string>;

const ERASURE_KIND_TEXT = {
  person: "privacy-admin.erasures.kindPerson",
  retention: "privacy-admin.erasures.kindRetention",
} as const satisfies Record<ErasureKind, string>;

/** What an erasure removed, as the toast and the record of erasures say it. */
function describeErasureCounts({
  participants,
  files,
  audit_entries_redacted,
  messages_cancelled,
}: ErasureCounts): string {
  return t("privacy-admin.erasures.counts", {
    participants,
    files,
    entries: audit_entries_redacted,
    emails: messages_cancelled,
  });
}

/** The words of the Privacy screen: finding a person, what is held, erasing, past erasures. */
export const privacyTexts = readWhenShown(
  {
    pageTitle: "privacy-admin.pageTitle",
    findLegend: "privacy-admin.find.legend",
    emailLabel: "privacy-admin.find.email",
    emailHint: "privacy-admin.find.emailHint",
    find: "privacy-admin.find.submit",
    personLoading: "privacy-admin.person.loading",
    personFetchFailed: "privacy-admin.person.fetchFailed",
    nothingHeld: "privacy-admin.person.nothingHeld",
    nothingHeldText: "privacy-admin.person.nothingHeldText",
    downloadData: "privacy-admin.person.downloadData",
    downloadJson: "privacy-admin.person.downloadJson",
    erasePerson: "privacy-admin.person.erase",
    participations: "privacy-admin.person.participations",
    messages: "privacy-admin.person.messages",
    activityEntries: "privacy-admin.person.activityEntries",
    files: "privacy-admin.person.files",
    event: "privacy-admin.person.event",
    role: "privacy-admin.person.role",
    checkIn: "privacy-admin.person.checkIn",
    consent: "privacy-admin.person.consent",
    notCheckedIn: "privacy-admin.person.notCheckedIn",
    confirmationLabel: "privacy-admin.erase.confirmation",
    reasonLabel: "privacy-admin.erase.reason",
    reasonHint: "privacy-admin.erase.reasonHint",
    erasing: "privacy-admin.erase.erasing",
    eraseFailed: "privacy-admin.erase.failed",
    erasuresTitle: "privacy-admin.erasures.title",
    erasuresLoading: "privacy-admin.erasures.loading",
    erasuresFetchFailed: "privacy-admin.erasures.fetchFailed",
    noErasures: "privacy-admin.erasures.emptyTitle",
    noErasuresText: "privacy-admin.erasures.emptyText",
    erasuresTable: "privacy-admin.erasures.table",
    erasuresPages: "privacy-admin.erasures.pages",
    when: "privacy-admin.erasures.when",
    who: "privacy-admin.erasures.who",
    kind: "privacy-admin.erasures.kind",
    reason: "privacy-admin.erase.reason",
    counts: "privacy-admin.erasures.erased",
    /** The retention sweep erases with no one signed in. */
    system: "privacy-admin.erasures.system",
    unknownActor: "privacy-admin.erasures.unknownActor",
  },
  {
    /** 'Held on <0/>', the address in place of the tag. */
    heldOn: "privacy-admin.person.heldOn",
    /** 'Everything held on <0/> is erased...', the address in place of the tag. */
    eraseWarning: "privacy-admin.erase.warning",
    eventsOf: (email: string) => t("privacy-admin.person.eventsOf", { email }),
    checkedInAt: (checkedInAt: string) =>
      t("privacy-admin.person.checkedInAt", { date: formatEventDate(checkedInAt) }),
    describeConsent: (consent: Consent | null) =>
      consent
        ? t("privacy-admin.consent.onRecord", {
            version: consent.policy_version,
            date: formatEventDate(consent.given_at),
            method: t(CONSENT_METHOD_TEXT[consent.method]),
          })
        : t("privacy-admin.consent.notOnRecord"),
    erased: (counts: ErasureCounts) =>
      t("privacy-admin.erase.erased", { counts: describeErasureCounts(counts) }),
    describeCounts: describeErasureCounts,
    kindLabel: (kind: ErasureKind) => t(ERASURE_KIND_TEXT[kind]),
  } as const,
);
