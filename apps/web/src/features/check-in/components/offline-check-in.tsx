import { useQueryClient } from "@tanstack/react-query";
import { t } from "@/i18n/i18n";
import { queryKeys } from "@/lib/query-keys";
import type { DoorEntry, DoorSnapshot, DoorSync } from "../offline/door-sync";
import type { ScanOutcome } from "../utils/describe-scan-outcome";
import { AnswersList, ConflictsList } from "./door-answers";
import { LocalSearch } from "./local-search";
import type { CheckInMode } from "./mode-toggle";
import { type ScannerParts, ScanPanel } from "./scan-panel";

/**
 * How long a scan waits for the server's own answer before the device's answer is shown; the
 * server's comes into the latest answers when it arrives.
 */
export const SERVER_ANSWER_WAIT_MS = 4000;

function waitAtMost<T>(promise: Promise<T>, milliseconds: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), milliseconds);
    void promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
    );
  });
}

const nameOf = (entry: DoorEntry) => entry.name.trim() || t("check-in.row.noName");

/**
 * Search and scan against the device's copy, every check-in queued and sent when it can be,
 * with the conflicts and the latest answers under them.
 */
export function OfflineCheckIn({
  sync,
  snapshot,
  timeZone,
  mode,
  scannerParts,
  onBackToSearch,
  onAnnounce,
}: {
  sync: DoorSync;
  snapshot: DoorSnapshot;
  timeZone?: string;
  mode: CheckInMode;
  scannerParts?: ScannerParts;
  onBackToSearch: () => void;
  onAnnounce: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  // The count is the server's: asked again once a check-in has reached it.
  const recount = () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.participants.checkInCount(sync.eventId) });

  async function checkTicket(code: string): Promise<ScanOutcome> {
    const { nonce, outcome } = await sync.checkInByCode(code);
    if (nonce === null) return outcome;
    if (!sync.getSnapshot().isOffline) {
      const answer = await waitAtMost(sync.awaitAnswer(nonce), SERVER_ANSWER_WAIT_MS);
      if (answer) {
        void recount();
        return answer.outcome;
      }
    }
    return { ...outcome, detail: t("check-in.outcome.savedOnDevice") };
  }

  async function checkIn(entry: DoorEntry) {
    const { nonce, outcome } = await sync.checkInParticipant(entry.id);
    onAnnounce(
      outcome.tone === "success"
        ? t("check-in.announce.checkedIn", { name: nameOf(entry) })
        : outcome.title,
    );
    if (nonce !== null) void sync.runRound().then(recount);
  }

  async function undo(entry: DoorEntry) {
    await sync.undo(entry.id);
    onAnnounce(t("check-in.announce.undone", { name: nameOf(entry) }));
    void recount();
  }

  return (
    <>
      {mode === "search" ? (
        <LocalSearch
          entries={snapshot.entries}
          timeZone={timeZone}
          isOffline={snapshot.isOffline}
          onCheckIn={checkIn}
          onUndo={undo}
        />
      ) : (
        <ScanPanel parts={scannerParts} checkTicket={checkTicket} onBackToSearch={onBackToSearch} />
      )}
      <ConflictsList conflicts={snapshot.conflicts} />
      <AnswersList answers={snapshot.answers} />
    </>
  );
}
