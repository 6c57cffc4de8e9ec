import { useState } from "react";
import { t } from "@/i18n/i18n";
import { useTexts } from "@/i18n/use-texts";
import { describeError } from "@/lib/api-error";
import { describeParticipantRole } from "@/lib/participant-role";
import { CHECK_IN_PAGE_SIZE } from "../api/search-participants";
import type { DoorEntry } from "../offline/door-sync";
import { formatZoneClock } from "../utils/format-clock";
import { CheckInRow, type RowPerson } from "./check-in-row";
import { CheckInResults, CheckInSearchBox, findOnlyUncheckedMatch } from "./check-in-search-box";

type RowError = { participantId: string; message: string };

/** Letters without their accents, in lower case: 'José' is found by 'jose'. */
function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

function checkedInLabel(entry: DoorEntry, timeZone: string | undefined): string | null {
  if (entry.checked_in_at === null) return null;
  const time = formatZoneClock(entry.checked_in_at, timeZone);
  return entry.checked_in_door === null
    ? t("check-in.row.checkedInAt", { time })
    : t("check-in.row.checkedInAtDoor", { time, door: entry.checked_in_door });
}

function toRowPerson(entry: DoorEntry, timeZone: string | undefined): RowPerson {
  return {
    name: entry.name,
    roleLabel: describeParticipantRole(entry.participant_role),
    isActive: entry.active,
    checkedInLabel: checkedInLabel(entry, timeZone),
    isPending: entry.isPending,
  };
}

/** Door staff their own for a few minutes (undo_until), admins any (no deadline). */
function mayUndoNow(entry: DoorEntry): boolean {
  if (!entry.may_undo || entry.isPending) return false;
  return entry.undo_until === null || Date.parse(entry.undo_until) > Date.now();
}

/** Finds participants by name in the device's copy, online or not, and checks them in. */
export function LocalSearch({
  entries,
  timeZone,
  isOffline,
  onCheckIn,
  onUndo,
}: {
  entries: readonly DoorEntry[];
  timeZone?: string;
  isOffline: boolean;
  onCheckIn: (entry: DoorEntry) => Promise<void>;
  onUndo: (entry: DoorEntry) => Promise<void>;
}) {
  const { t } = useTexts();
  const [query, setQuery] = useState("");
  const [busyId, setBusyId] = useState<string | null>(null);
  const [rowError, setRowError] = useState<RowError | null>(null);
  const folded = foldForSearch(query.trim());
  const found =
    folded === "" ? entries : entries.filter((entry) => foldForSearch(entry.name).includes(folded));

  async function change(entry: DoorEntry, action: (entry: DoorEntry) => Promise<void>) {
    setBusyId(entry.id);
    setRowError(null);
    try {
      await action(entry);
    } catch (error) {
      setRowError({
        participantId: entry.id,
        message: describeError(error, t("check-in.row.checkInFailed")),
      });
    } finally {
      setBusyId(null);
    }
  }

  function checkInOnlyMatch() {
    const only = findOnlyUncheckedMatch(found);
    if (only && busyId === null) void change(only, onCheckIn);
  }

  return (
    <CheckInSearchBox
      query={query}
      placeholder={t("check-in.search.placeholderByName")}
      onQueryChange={setQuery}
      onEnter={checkInOnlyMatch}
    >
      <CheckInResults
        total={found.length}
        isSearching={folded !== ""}
        rows={found.slice(0, CHECK_IN_PAGE_SIZE).map((entry) => ({
          key: entry.id,
          row: (
            <CheckInRow
              person={toRowPerson(entry, timeZone)}
              isBusy={busyId === entry.id}
              error={rowError?.participantId === entry.id ? rowError.message : null}
              canUndo={mayUndoNow(entry)}
              undoBlockedReason={isOffline ? t("check-in.row.undoOffline") : null}
              onCheckIn={() => void change(entry, onCheckIn)}
              onUndo={() => void change(entry, onUndo)}
            />
          ),
        }))}
      />
    </CheckInSearchBox>
  );
}
