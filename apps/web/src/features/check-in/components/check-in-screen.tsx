import { ArrowLeft, Printer } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { isEventId, isEventNotFoundError, useEvent } from "@/api/events/get-event";
import { QueryLoadError } from "@/components/ui/load-error";
import { LoadingState } from "@/components/ui/loading-state";
import { useTexts } from "@/i18n/use-texts";
import { usePortalPaths } from "@/lib/portal";
import { useCheckInByCode } from "../api/check-in-by-code";
import { countCopy } from "../offline/door-sync";
import { useDoorSync } from "../offline/use-door-sync";
import { describeCheckInAnswer, describeCheckInFailure } from "../utils/describe-scan-outcome";
import { CheckInCount } from "./check-in-count";
import { CheckInSearch } from "./check-in-search";
import { AnswersList, ConflictsList } from "./door-answers";
import { DoorLine, DoorNameForm } from "./door-name-form";
import { type CheckInMode, ModeToggle } from "./mode-toggle";
import { OfflineBanner } from "./offline-banner";
import { OfflineCheckIn } from "./offline-check-in";
import { deviceScannerParts, type ScannerParts, ScanPanel } from "./scan-panel";

const linkClasses =
  "inline-flex h-11 items-center justify-center gap-2 rounded-md px-4 text-base font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600";

export type CheckInScreenProps = {
  eventId: string;
  /** The camera and decoder of the device unless a test gives its own. */
  scannerParts?: ScannerParts;
};

/**
 * The admins' door screen for one event: the count, and participants found by name (e-mail and
 * username too) or by ticket on the server. The device keeps the event's copy meanwhile: when the
 * network drops, search and scans go on against it, queued, and are sent when it is back.
 */
export function CheckInScreen({ eventId, scannerParts = deviceScannerParts }: CheckInScreenProps) {
  const { t } = useTexts();
  const portalPaths = usePortalPaths();
  const eventQuery = useEvent(eventId);
  const [mode, setMode] = useState<CheckInMode>("search");
  const [announcement, setAnnouncement] = useState("");
  const checkInByCode = useCheckInByCode();
  const { sync, snapshot } = useDoorSync(
    eventId,
    eventQuery.data?.time_zone,
    eventQuery.data !== undefined,
  );
  const isOffline = sync !== null && snapshot.isOffline;

  function checkTicket(code: string) {
    return checkInByCode
      .mutateAsync({ event_id: eventId, code })
      .then(describeCheckInAnswer, describeCheckInFailure);
  }

  function renderFinding() {
    if (sync && isOffline) {
      return snapshot.door === null ? (
        <DoorNameForm intro={t("check-in.door.neededOffline")} onSave={sync.saveDoor} />
      ) : (
        <OfflineCheckIn
          sync={sync}
          snapshot={snapshot}
          timeZone={eventQuery.data?.time_zone}
          mode={mode}
          scannerParts={scannerParts}
          onBackToSearch={() => setMode("search")}
          onAnnounce={setAnnouncement}
        />
      );
    }
    return (
      <>
        {mode === "search" ? (
          <CheckInSearch eventId={eventId} onAnnounce={setAnnouncement} />
        ) : (
          <ScanPanel
            parts={scannerParts}
            checkTicket={checkTicket}
            onBackToSearch={() => setMode("search")}
          />
        )}
        <ConflictsList conflicts={snapshot.conflicts} />
        <AnswersList answers={snapshot.answers} />
      </>
    );
  }

  if (!isEventId(eventId) || isEventNotFoundError(eventQuery.error)) {
    return (
      <section className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">
          {t("check-in.screen.eventNotFound")}
        </h1>
        <Link to={portalPaths.events} className={`${linkClasses} self-start text-blue-700`}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t("check-in.screen.backToEvent")}
        </Link>
      </section>
    );
  }
  if (eventQuery.isError) {
    return <QueryLoadError title={t("check-in.screen.eventLoadFailed")} query={eventQuery} />;
  }
  if (!eventQuery.data) return <LoadingState label={t("check-in.screen.loadingEvent")} />;

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={portalPaths.eventDetails(eventId)}
          className={`${linkClasses} -ms-2 px-2 text-blue-700 hover:underline`}
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t("check-in.screen.backToEvent")}
        </Link>
        <Link
          to={portalPaths.badges(eventId)}
          className={`${linkClasses} border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50`}
        >
          <Printer aria-hidden="true" className="size-4" />
          {t("check-in.screen.printBadges")}
        </Link>
      </div>
      <header className="flex flex-col gap-1">
        <h1 className="text-lg font-medium text-slate-600">
          {t("check-in.screen.title")}
          <span className="block text-2xl font-semibold break-words text-slate-900 sm:text-3xl">
            {eventQuery.data.event_name}
          </span>
        </h1>
        {sync ? <DoorLine door={snapshot.door} onSave={sync.saveDoor} /> : null}
        <CheckInCount
          eventId={eventId}
          localCount={isOffline ? countCopy(snapshot.entries) : null}
        />
      </header>
      <OfflineBanner snapshot={snapshot} />
      <ModeToggle mode={mode} onChange={setMode} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {renderFinding()}
    </section>
  );
}
