import { type Participant, SEARCH_DEBOUNCE_MS } from "@events/contract";
import { SearchX, Users } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { LoadingState } from "@/components/ui/loading-state";
import { describeError } from "@/lib/api-error";
import { useDebouncedSearch } from "@/lib/use-debounced-value";
import { useCheckInParticipant } from "../api/check-in-participant";
import { useCheckInSearch } from "../api/search-participants";
import { useUndoCheckIn } from "../api/undo-check-in";
import { checkInTexts } from "../messages";
import { CheckInRow } from "./check-in-row";

type RowError = { participantId: string; message: string };

/** Finds participants by name, email or username (on the server) and checks them in or out. */
export function CheckInSearch({
  eventId,
  onAnnounce,
}: {
  eventId: string;
  /** Says what a check-in did, for the screen's live region. */
  onAnnounce: (message: string) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const [query, setQuery] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  // The screen is for finding people: the box is where the volunteer starts, and comes back to.
  useEffect(() => inputRef.current?.focus(), []);
  const searchTerm = useDebouncedSearch(query, SEARCH_DEBOUNCE_MS);
  const searchQuery = useCheckInSearch(eventId, searchTerm);
  const checkIn = useCheckInParticipant();
  const undo = useUndoCheckIn();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [rowError, setRowError] = useState<RowError | null>(null);

  async function change(participant: Participant, action: "check-in" | "undo") {
    const name = participant.name.trim() || checkInTexts.noName;
    setBusyId(participant.id);
    setRowError(null);
    try {
      const variables = { eventId, participantId: participant.id };
      if (action === "check-in") {
        await checkIn.mutateAsync(variables);
        onAnnounce(checkInTexts.announceCheckedIn(name));
      } else {
        await undo.mutateAsync(variables);
        onAnnounce(checkInTexts.announceUndone(name));
      }
    } catch (error) {
      const fallback = action === "check-in" ? checkInTexts.checkInFailed : checkInTexts.undoFailed;
      setRowError({ participantId: participant.id, message: describeError(error, fallback) });
    } finally {
      setBusyId(null);
    }
  }

  const results = searchQuery.data?.participants;
  // Enter acts only on the rows of what is typed now, not on a search still on its way.
  const isCurrent = searchTerm === query.trim() && !searchQuery.isPlaceholderData;

  function checkInOnlyMatch(keyEvent: KeyboardEvent<HTMLInputElement>) {
    if (keyEvent.key !== "Enter") return;
    keyEvent.preventDefault();
    const [only] = results ?? [];
    if (!isCurrent || results?.length !== 1 || !only || only.checked_in_at !== null) return;
    if (busyId === null) void change(only, "check-in");
  }

  function renderResults() {
    if (searchQuery.isError) {
      return (
        <LoadError
          title={checkInTexts.searchFailed}
          onRetry={() => void searchQuery.refetch()}
          isRetrying={searchQuery.isFetching}
        >
          <p>{describeError(searchQuery.error, checkInTexts.searchFailed)}</p>
        </LoadError>
      );
    }
    if (!searchQuery.data) return <LoadingState label={checkInTexts.searching} />;
    const { participants, total } = searchQuery.data;
    if (participants.length === 0) {
      return searchTerm ? (
        <EmptyState icon={SearchX} title={checkInTexts.noMatch} />
      ) : (
        <EmptyState icon={Users} title={checkInTexts.noParticipants} />
      );
    }
    return (
      <>
        <ul className="flex flex-col gap-3" aria-busy={searchQuery.isPlaceholderData}>
          {participants.map((participant) => (
            <li key={participant.id}>
              <CheckInRow
                participant={participant}
                isBusy={busyId === participant.id}
                error={rowError?.participantId === participant.id ? rowError.message : null}
                onCheckIn={(chosen) => void change(chosen, "check-in")}
                onUndo={(chosen) => void change(chosen, "undo")}
              />
            </li>
          ))}
        </ul>
        {total > participants.length ? (
          <p className="text-sm text-slate-600">
            {checkInTexts.moreResults(participants.length, total)}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-base font-medium text-slate-800">
          {checkInTexts.searchLabel}
        </label>
        <input
          id={inputId}
          type="search"
          autoComplete="off"
          ref={inputRef}
          enterKeyHint="go"
          aria-describedby={hintId}
          placeholder={checkInTexts.searchPlaceholder}
          value={query}
          onChange={(changeEvent) => setQuery(changeEvent.target.value)}
          onKeyDown={checkInOnlyMatch}
          className="h-14 w-full rounded-md border border-slate-300 bg-white px-4 text-lg text-slate-900 shadow-sm placeholder:text-slate-400 focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600/40"
        />
        <p id={hintId} className="text-sm text-slate-500">
          {checkInTexts.searchHint}
        </p>
      </div>
      {renderResults()}
    </div>
  );
}
