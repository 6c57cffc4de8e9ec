import { ArrowLeft, Printer, QrCode, Search } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { isEventId, isEventNotFoundError, useEvent } from "@/api/events/get-event";
import { QueryLoadError } from "@/components/ui/load-error";
import { LoadingState } from "@/components/ui/loading-state";
import { usePortalPaths } from "@/lib/portal";
import { checkInTexts } from "../messages";
import { CheckInCount } from "./check-in-count";
import { CheckInSearch } from "./check-in-search";
import { deviceScannerParts, type ScannerParts, ScanPanel } from "./scan-panel";

type Mode = "search" | "scan";

const linkClasses =
  "inline-flex h-11 items-center justify-center gap-2 rounded-md px-4 text-base font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600";

function ModeToggle({ mode, onChange }: { mode: Mode; onChange: (mode: Mode) => void }) {
  const options = [
    { value: "search", label: checkInTexts.searchMode, Icon: Search },
    { value: "scan", label: checkInTexts.scanMode, Icon: QrCode },
  ] as const;
  return (
    <fieldset className="grid grid-cols-2 gap-1 rounded-lg bg-slate-200 p-1">
      <legend className="sr-only">{checkInTexts.modeLabel}</legend>
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={mode === value}
          onClick={() => onChange(value)}
          className={`inline-flex h-12 items-center justify-center gap-2 rounded-md text-base font-semibold focus-visible:outline-2 focus-visible:outline-blue-600 ${
            mode === value
              ? "bg-white text-slate-900 shadow-sm"
              : "text-slate-700 hover:bg-slate-100"
          }`}
        >
          <Icon aria-hidden="true" className="size-5" />
          {label}
        </button>
      ))}
    </fieldset>
  );
}

export type CheckInScreenProps = {
  eventId: string;
  /** The camera and decoder of the device unless a test gives its own. */
  scannerParts?: ScannerParts;
};

/** The door's screen for one event: the count, and participants found by name or by ticket. */
export function CheckInScreen({ eventId, scannerParts = deviceScannerParts }: CheckInScreenProps) {
  const portalPaths = usePortalPaths();
  const eventQuery = useEvent(eventId);
  const [mode, setMode] = useState<Mode>("search");
  const [announcement, setAnnouncement] = useState("");

  if (!isEventId(eventId) || isEventNotFoundError(eventQuery.error)) {
    return (
      <section className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">{checkInTexts.eventNotFound}</h1>
        <Link to={portalPaths.events} className={`${linkClasses} self-start text-blue-700`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {checkInTexts.backToEvent}
        </Link>
      </section>
    );
  }
  if (eventQuery.isError) {
    return <QueryLoadError title={checkInTexts.eventLoadFailed} query={eventQuery} />;
  }
  if (!eventQuery.data) return <LoadingState label={checkInTexts.loadingEvent} />;

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={portalPaths.eventDetails(eventId)}
          className={`${linkClasses} -ml-2 px-2 text-blue-700 hover:underline`}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {checkInTexts.backToEvent}
        </Link>
        <Link
          to={portalPaths.badges(eventId)}
          className={`${linkClasses} border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50`}
        >
          <Printer aria-hidden="true" className="size-4" />
          {checkInTexts.printBadges}
        </Link>
      </div>
      <header className="flex flex-col gap-1">
        <h1 className="text-lg font-medium text-slate-600">
          {checkInTexts.screenTitle}
          <span className="block text-2xl font-semibold break-words text-slate-900 sm:text-3xl">
            {eventQuery.data.event_name}
          </span>
        </h1>
        <CheckInCount eventId={eventId} />
      </header>
      <ModeToggle mode={mode} onChange={setMode} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {mode === "search" ? (
        <CheckInSearch eventId={eventId} onAnnounce={setAnnouncement} />
      ) : (
        <ScanPanel
          eventId={eventId}
          parts={scannerParts}
          onBackToSearch={() => setMode("search")}
        />
      )}
    </section>
  );
}
