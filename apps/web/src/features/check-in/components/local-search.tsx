import {
  normalizeParticipantRole,
  PARTICIPANT_ROLE_LABELS,
  type ParticipantRole,
} from "@events/contract";
import { type KeyboardEvent, useState } from "react";
import { describeError } from "@/lib/api-error";
import { CHECK_IN_PAGE_SIZE } from "../api/search-participants";
import { checkInTexts, doorTexts } from "../messages";
import type { DoorEntry } from "../offline/door-sync";
import { formatZoneClock } from "../utils/format-clock";
import { CheckInRow, type RowPerson } from "./check-in-row";
import { CheckInResults, CheckInSearchBox } from "./check-in-search-box";

type RowError = { participantId: string; message: string };

/** Letters without their accents, in lower case: 'José' is found by 'jose'. */
function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

function roleLabel(role: string): string {
  const normalized = normalizeParticipantRole(role);
  return PARTICIPANT_ROLE_LABELS[normalized as ParticipantRole] ?? normalized;
}

function toRowPerson(entry: DoorEntry, timeZone: string | undefined): RowPerson {
  return {
    name: entry.name,
    roleLabel: roleLabel(entry.participant_role),
    isActive: entry.active,
    checkedInLabel:
      entry.checked_in_at === null
        ? null
        : doorTexts.checkedInAtDoor(
            formatZoneClock(entry.checked_in_at, timeZone),
            entry.checked_in_door,
          ),
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
        message: describeError(error, checkInTexts.checkInFailed),
      });
    } finally {
      setBusyId(null);
    }
  }

  function checkInOnlyMatch(keyEvent: KeyboardEvent<HTMLInputElement>) {
    if (keyEvent.key !== "Enter") return;
    keyEvent.preventDefault();
    const [only] = found;
    if (found.length === 1 && only && only.checked_in_at === null && busyId === null) {
      void change(only, onCheckIn);
    }
  }

  return (
    <CheckInSearchBox
      query={query}
      placeholder={doorTexts.searchByName}
      onQueryChange={setQuery}
      onKeyDown={checkInOnlyMatch}
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
              undoBlockedReason={isOffline ? doorTexts.undoOffline : null}
              onCheckIn={() => void change(entry, onCheckIn)}
              onUndo={() => void change(entry, onUndo)}
            />
          ),
        }))}
      />
    </CheckInSearchBox>
  );
}
