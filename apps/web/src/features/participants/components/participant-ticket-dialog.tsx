import type { Participant } from "@events/contract";
import { RefreshCw } from "lucide-react";
import { ConfirmedButton } from "@/components/ui/confirmed-button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { QueryLoadError } from "@/components/ui/load-error";
import { LoadingState } from "@/components/ui/loading-state";
import { QrImage } from "@/components/ui/qr-image";
import { useTexts } from "@/i18n/use-texts";
import { describeError } from "@/lib/api-error";
import { useTicket } from "../api/get-ticket";
import { useRenewTicket } from "../api/renew-ticket";
import { getParticipantName } from "../utils/participant-display";

function TicketContent({ participant, name }: { participant: Participant; name: string }) {
  const { t } = useTexts();
  const ticketQuery = useTicket(participant.id);
  const renew = useRenewTicket();

  if (ticketQuery.isError) {
    return <QueryLoadError title={t("participants.ticket.loadFailed")} query={ticketQuery} />;
  }
  if (!ticketQuery.data) return <LoadingState label={t("participants.ticket.loading")} />;

  return (
    <div className="flex flex-col items-center gap-4">
      <QrImage
        svg={ticketQuery.data.qr_svg}
        label={t("participants.ticket.qrCode", { name })}
        className="aspect-square w-full max-w-64"
      />
      <p className="text-center text-sm text-slate-600">{t("participants.ticket.hint")}</p>
      {renew.isSuccess ? (
        <p role="status" className="text-center text-sm font-medium text-green-800">
          {t("participants.ticket.renewed")}
        </p>
      ) : null}
      {renew.isError ? (
        <FormAlert>{describeError(renew.error, t("participants.ticket.renewFailed"))}</FormAlert>
      ) : null}
      <ConfirmedButton
        variant="secondary"
        confirm={{
          question: t("participants.ticket.renewQuestion"),
          description: t("participants.ticket.renewDescription"),
          confirmLabel: t("participants.ticket.renew"),
          busyLabel: t("participants.ticket.renewing"),
          isBusy: renew.isPending,
        }}
        onConfirm={() => renew.mutateAsync(participant.id)}
      >
        <RefreshCw aria-hidden="true" className="size-4" />
        {t("participants.ticket.renew")}
      </ConfirmedButton>
    </div>
  );
}

/** A participant's ticket: its QR code, and renewing it when the old one was lost or shared. */
export function ParticipantTicketDialog({
  participant,
  onClose,
}: {
  /** Whose ticket; null keeps the dialog closed. */
  participant: Participant | null;
  onClose: () => void;
}) {
  const { t } = useTexts();
  const name = getParticipantName(participant);
  return (
    <Dialog
      open={participant !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("participants.ticket.title", { name })}
      size="sm"
    >
      {/* Keyed, so one participant's renewal never shows on another's ticket. */}
      {participant ? (
        <TicketContent key={participant.id} participant={participant} name={name} />
      ) : null}
    </Dialog>
  );
}
