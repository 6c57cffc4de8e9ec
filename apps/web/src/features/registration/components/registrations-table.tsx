import type { Registration, RegistrationState } from "@events/contract";
import { Check, X } from "lucide-react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmailText } from "@/components/ui/email-text";
import { ColumnHeaders, Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { formatMomentInZone } from "@/lib/format-moment";
import { useRegistrationTexts } from "../messages";

const STATE_TONES: Record<RegistrationState, BadgeTone> = {
  unconfirmed: "gray",
  pending: "yellow",
  waiting: "blue",
  offered: "blue",
  registered: "green",
  cancelled: "gray",
  rejected: "red",
  expired: "gray",
  refused: "red",
};

export type RegistrationsTableProps = {
  registrations: readonly Registration[];
  /** The event's IANA zone, which the times are shown in; UTC while it is not known. */
  timeZone: string | undefined;
  /** True while another page or state loads and this one still shows. */
  isStale: boolean;
  /** The registration being approved, whose button says so. */
  approvingId: string | null;
  onApprove: (registration: Registration) => void;
  onReject: (registration: Registration) => void;
};

/** One page of registrations; a pending one can be approved or rejected from its row. */
export function RegistrationsTable({
  registrations,
  timeZone,
  isStale,
  approvingId,
  onApprove,
  onReject,
}: RegistrationsTableProps) {
  const texts = useRegistrationTexts();
  const isApproving = approvingId !== null;
  return (
    <Table label={texts.registrationsTable} aria-busy={isStale || undefined}>
      <ColumnHeaders
        labels={[
          texts.columns.name,
          texts.columns.state,
          texts.columns.position,
          texts.columns.offeredUntil,
          texts.columns.registeredAt,
          texts.columns.actions,
        ]}
      />
      <TableBody>
        {registrations.map((registration) => (
          <TableRow key={registration.id}>
            {/* The address under the name, so the table fits beside the sidebar. */}
            <TableCell className="min-w-48">
              <p className="font-medium break-words text-slate-900">{registration.name}</p>
              <p className="text-sm text-slate-600">
                <EmailText email={registration.email} />
              </p>
            </TableCell>
            <TableCell>
              <Badge tone={STATE_TONES[registration.state]}>
                {texts.stateLabels[registration.state]}
              </Badge>
            </TableCell>
            <TableCell>{registration.position ?? ""}</TableCell>
            <TableCell className="whitespace-nowrap">
              {registration.offered_until
                ? formatMomentInZone(registration.offered_until, timeZone)
                : ""}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {formatMomentInZone(registration.created_date, timeZone)}
            </TableCell>
            <TableCell>
              {registration.state === "pending" ? (
                <div className="flex flex-col gap-2">
                  <Button
                    size="sm"
                    aria-label={texts.approveLabel(registration.name)}
                    disabled={isApproving}
                    aria-busy={approvingId === registration.id || undefined}
                    onClick={() => onApprove(registration)}
                  >
                    <Check aria-hidden="true" className="size-4" />
                    {approvingId === registration.id ? texts.approving : texts.approve}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={texts.rejectLabel(registration.name)}
                    disabled={isApproving}
                    onClick={() => onReject(registration)}
                  >
                    <X aria-hidden="true" className="size-4" />
                    {texts.reject}
                  </Button>
                </div>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
