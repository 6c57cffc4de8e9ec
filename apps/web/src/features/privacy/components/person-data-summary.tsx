import { PARTICIPANT_ROLE_LABELS, type PersonData } from "@events/contract";
import { Download, FileJson, UserX } from "lucide-react";
import { getPersonDataUrl } from "@/api/privacy/get-person-data-url";
import { Button } from "@/components/ui/button";
import { EmailText } from "@/components/ui/email-text";
import { ColumnHeaders, Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { TitledCard } from "@/components/ui/titled-card";
import { T } from "@/i18n/text";
import { privacyTexts } from "../messages";
import { secondaryLinkClasses } from "./link-classes";

/** How many of each kind of record hold the person's data. */
function countHeld(data: PersonData): readonly (readonly [label: string, count: number])[] {
  return [
    [privacyTexts.participations, data.participants.length],
    [
      privacyTexts.messages,
      data.participants.reduce((total, { messages }) => total + messages.length, 0),
    ],
    [privacyTexts.activityEntries, data.audit_entries.length],
    [privacyTexts.files, data.files.length],
  ];
}

/** Whether the answer holds anything at all on the person. */
export function isNothingHeld(data: PersonData): boolean {
  return countHeld(data).every(([, count]) => count === 0);
}

/** The person's participations, one row per event, with their role, check-in and consent. */
function PersonEventsTable({ data }: { data: PersonData }) {
  return (
    <Table label={privacyTexts.eventsOf(data.email)}>
      <ColumnHeaders
        labels={[privacyTexts.event, privacyTexts.role, privacyTexts.checkIn, privacyTexts.consent]}
      />
      <TableBody>
        {data.participants.map((participation) => (
          <TableRow key={participation.id}>
            {/* Widths that keep a row a few lines tall on a phone, where the table scrolls. */}
            <TableCell className="min-w-40 font-medium break-words text-slate-900">
              {participation.event_name}
            </TableCell>
            <TableCell>{PARTICIPANT_ROLE_LABELS[participation.participant_role]}</TableCell>
            <TableCell className="min-w-36">
              {participation.checked_in_at
                ? privacyTexts.checkedInAt(participation.checked_in_at)
                : privacyTexts.notCheckedIn}
            </TableCell>
            <TableCell className="min-w-64">
              {privacyTexts.describeConsent(participation.consent)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * What is held on one person: the counts, their events, the downloads of it all, and the way to
 * erase it.
 */
export function PersonDataSummary({ data, onErase }: { data: PersonData; onErase: () => void }) {
  return (
    <TitledCard
      title={<T id={privacyTexts.heldOn} components={{ 0: <EmailText email={data.email} /> }} />}
      actions={
        <div className="flex flex-wrap gap-2">
          <a href={getPersonDataUrl(data.email, "zip")} download className={secondaryLinkClasses}>
            <Download aria-hidden="true" className="size-4" />
            {privacyTexts.downloadData}
          </a>
          <a href={getPersonDataUrl(data.email, "json")} download className={secondaryLinkClasses}>
            <FileJson aria-hidden="true" className="size-4" />
            {privacyTexts.downloadJson}
          </a>
          <Button variant="danger" onClick={onErase}>
            <UserX aria-hidden="true" className="size-4" />
            {privacyTexts.erasePerson}
          </Button>
        </div>
      }
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {countHeld(data).map(([label, count]) => (
          <div key={label} className="rounded-md bg-slate-50 px-3 py-2">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="text-xl font-semibold text-slate-900">{count}</dd>
          </div>
        ))}
      </dl>
      {data.participants.length > 0 ? <PersonEventsTable data={data} /> : null}
    </TitledCard>
  );
}
