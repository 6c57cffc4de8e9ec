import type { MyTicket } from "@events/contract";
import { useState } from "react";
import { useTexts } from "@/i18n/use-texts";
import { formatEventDates, formatSavedTime } from "../lib/event-time";
import type { RouteParams } from "../router/router";
import { EventScreenLayout } from "../shell/event-screen-layout";
import { ResourceContent } from "../shell/load-states";
import { primaryButtonClasses, secondaryButtonClasses } from "../shell/styles";
import { useModalDialog } from "../shell/use-modal-dialog";
import { useMyTicket } from "./ticket-api";
import { useScreenWakeLock } from "./use-screen-wake-lock";

/**
 * The QR code as an image of its SVG: an <img> runs no script and loads nothing the SVG names,
 * so the server's markup is never put into the page itself.
 */
export function toSvgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The person's ticket for the event: the QR code the check-in screen reads, also offline. */
export function TicketScreen({ params }: { params: RouteParams }) {
  const eventId = params.eventId ?? "";
  const ticket = useMyTicket(eventId);
  useScreenWakeLock();
  const { t } = useTexts();
  return (
    <EventScreenLayout
      eventId={eventId}
      title={t("app.eventTabs.ticket")}
      subtitle={ticket.data?.ticket.event_name ?? ""}
      shown={ticket}
    >
      <ResourceContent resource={ticket} loadingLabel={t("app.ticket.loading")}>
        {(data) => <Ticket ticket={data.ticket} />}
      </ResourceContent>
    </EventScreenLayout>
  );
}

function Ticket({ ticket }: { ticket: MyTicket }) {
  const [isFullScreen, setIsFullScreen] = useState(false);
  const { t, language } = useTexts();
  const formatSaved = (instant: string) =>
    formatSavedTime(new Date(instant), undefined, undefined, language);
  const qrUrl = toSvgDataUrl(ticket.qr_svg);
  const qrLabel = t("app.ticket.qrLabel", {
    name: ticket.participant_name,
    event: ticket.event_name,
  });
  return (
    <>
      <div className="mt-5 rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm">
        <img src={qrUrl} alt={qrLabel} className="mx-auto aspect-square w-full max-w-80 bg-white" />
        <p className="mt-3 text-xl font-bold text-slate-900 [overflow-wrap:anywhere]">
          {ticket.participant_name}
        </p>
        <p className="text-slate-700">{ticket.event_name}</p>
        <p className="text-sm text-slate-700">
          {formatEventDates(ticket.event_datetime, null, language)}
          {ticket.venue && ` · ${ticket.venue}`}
        </p>
        {ticket.checked_in_at && (
          <p className="mt-2 font-medium text-green-900">
            {t("app.ticket.checkedInAt", { time: formatSaved(ticket.checked_in_at) })}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={() => setIsFullScreen(true)}
        className={`mt-4 w-full ${primaryButtonClasses}`}
      >
        {t("app.ticket.fullScreen")}
      </button>
      <p className="mt-3 text-sm text-slate-700">
        {t("app.ticket.lastUpdated", { time: formatSaved(ticket.issued_at) })}
      </p>
      <FullScreenCode
        isOpen={isFullScreen}
        onClose={() => setIsFullScreen(false)}
        qrUrl={qrUrl}
        qrLabel={qrLabel}
        ticket={ticket}
      />
    </>
  );
}

/** The code alone on white, as large as the screen allows, for the scanner at the door. */
function FullScreenCode({
  isOpen,
  onClose,
  qrUrl,
  qrLabel,
  ticket,
}: {
  isOpen: boolean;
  onClose: () => void;
  qrUrl: string;
  qrLabel: string;
  ticket: MyTicket;
}) {
  const dialogRef = useModalDialog(isOpen);
  const { t } = useTexts();
  return (
    <dialog
      ref={dialogRef}
      aria-label={t("app.ticket.fullScreenLabel")}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-0 h-dvh max-h-none w-dvw max-w-none bg-white p-4 text-center text-slate-900"
    >
      {isOpen && (
        <div className="flex h-full flex-col items-center justify-center gap-4">
          <img src={qrUrl} alt={qrLabel} className="aspect-square w-full max-w-[min(100%,70dvh)]" />
          <p className="text-2xl font-bold [overflow-wrap:anywhere]">{ticket.participant_name}</p>
          <p className="text-lg">{ticket.event_name}</p>
          {/* biome-ignore lint/a11y/noAutofocus: the dialog's one control takes the focus */}
          <button type="button" autoFocus onClick={onClose} className={secondaryButtonClasses}>
            {t("common.action.close")}
          </button>
        </div>
      )}
    </dialog>
  );
}

export default TicketScreen;
