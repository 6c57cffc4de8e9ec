import { useState } from "react";
import { useDoorEvent } from "@/api/door/get-door-events";
import { isEventId } from "@/api/events/get-event";
import { FormAlert } from "@/components/ui/form-alert";
import { QueryLoadError } from "@/components/ui/load-error";
import { LoadingState } from "@/components/ui/loading-state";
import { useTexts } from "@/i18n/use-texts";
import { ApiError, isNetworkError } from "@/lib/api-error";
import { countCopy } from "../offline/door-sync";
import { useDoorSync } from "../offline/use-door-sync";
import { CheckInCount } from "./check-in-count";
import { DoorLine, DoorNameForm } from "./door-name-form";
import { type CheckInMode, ModeToggle } from "./mode-toggle";
import { OfflineBanner } from "./offline-banner";
import { OfflineCheckIn } from "./offline-check-in";
import type { ScannerParts } from "./scan-panel";

export type DoorCheckInScreenProps = {
  eventId: string;
  /** The camera and decoder of the device unless a test gives its own. */
  scannerParts?: ScannerParts;
};

function EventNotFound() {
  const { t } = useTexts();
  return (
    <h1 className="text-2xl font-semibold text-slate-900">{t("check-in.screen.eventNotFound")}</h1>
  );
}

/**
 * The door's check-in screen for door staff (and admins at their events): everything against
 * the device's copy of the list, so it goes on when the network drops.
 */
export function DoorCheckInScreen({ eventId, scannerParts }: DoorCheckInScreenProps) {
  const { t } = useTexts();
  const isValidId = isEventId(eventId);
  const eventQuery = useDoorEvent(eventId, isValidId);
  const event = eventQuery.data;
  // Started without a network, the copy kept from before is all there is: go on with it.
  const isStartedOffline = isNetworkError(eventQuery.error);
  const { sync, snapshot, isUnavailable } = useDoorSync(
    eventId,
    event?.time_zone,
    Boolean(event) || isStartedOffline,
  );
  const [mode, setMode] = useState<CheckInMode>("search");
  const [announcement, setAnnouncement] = useState("");

  const isRefused = eventQuery.error instanceof ApiError && eventQuery.error.status === 404;
  if (!isValidId || event === null || isRefused) return <EventNotFound />;
  if (eventQuery.isError && !isStartedOffline) {
    return <QueryLoadError title={t("check-in.screen.eventsLoadFailed")} query={eventQuery} />;
  }
  if (isUnavailable) return <FormAlert>{t("check-in.offline.storeUnavailable")}</FormAlert>;
  if (!sync || !snapshot.isLoaded)
    return <LoadingState label={t("check-in.offline.loadingCopy")} />;

  const title = (
    <h1 className="text-lg font-medium text-slate-600">
      {t("check-in.screen.title")}
      {event ? (
        <span className="block text-2xl font-semibold break-words text-slate-900 sm:text-3xl">
          {event.event_name}
        </span>
      ) : null}
    </h1>
  );
  if (snapshot.door === null) {
    return (
      <section className="mx-auto flex w-full max-w-xl flex-col gap-5">
        {title}
        <DoorNameForm onSave={sync.saveDoor} />
      </section>
    );
  }
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <header className="flex flex-col gap-2">
        {title}
        <DoorLine door={snapshot.door} onSave={sync.saveDoor} />
        <CheckInCount
          eventId={eventId}
          localCount={snapshot.isOffline ? countCopy(snapshot.entries) : null}
        />
      </header>
      <OfflineBanner snapshot={snapshot} />
      {snapshot.isOffline && snapshot.entries.length === 0 ? (
        <FormAlert>{t("check-in.offline.noCopy")}</FormAlert>
      ) : null}
      <ModeToggle mode={mode} onChange={setMode} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <OfflineCheckIn
        sync={sync}
        snapshot={snapshot}
        timeZone={event?.time_zone}
        mode={mode}
        scannerParts={scannerParts}
        onBackToSearch={() => setMode("search")}
        onAnnounce={setAnnouncement}
      />
    </section>
  );
}
