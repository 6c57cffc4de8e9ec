import { isParticipantActive, type Participant, SEARCH_DEBOUNCE_MS } from "@events/contract";
import { useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { LoadingState } from "@/components/ui/loading-state";
import { t } from "@/i18n/i18n";
import { useTexts } from "@/i18n/use-texts";
import { describeError } from "@/lib/api-error";
import { describeParticipantRole } from "@/lib/participant-role";
import { useDebouncedSearch } from "@/lib/use-debounced-value";
import { useCheckInParticipant } from "../api/check-in-participant";
import { useCheckInSearch } from "../api/search-participants";
import { useUndoCheckIn } from "../api/undo-check-in";
import { formatClock } from "../utils/format-clock";
import { CheckInRow, type RowPerson } from "./check-in-row";
import { CheckInResults, CheckInSearchBox, findOnlyUncheckedMatch } from "./check-in-search-box";

type RowError = { participantId: string; message: string };

function toRowPerson(participant: Participant): RowPerson {
  return {
    name: participant.name,
    roleLabel: describeParticipantRole(participant.participant_role),
    isActive: isParticipantActive(participant.status),
    checkedInLabel:
      participant.checked_in_at === null
        ? null
        : t("check-in.row.checkedInAt", { time: formatClock(participant.checked_in_at) }),
    email: participant.email,
  };
}

/** Finds participants by name, email or username (on the server) and checks them in or out. */
export function CheckInSearch({
  eventId,
  onAnnounce,
}: {
  eventId: string;
  /** Says what a check-in did, for the screen's live region. */
  onAnnounce: (message: string) => void;
}) {
  const { t } = useTexts();
  const [query, setQuery] = useState("");
  const searchTerm = useDebouncedSearch(query, SEARCH_DEBOUNCE_MS);
  const searchQuery = useCheckInSearch(eventId, searchTerm);
  const checkIn = useCheckInParticipant();
  const undo = useUndoCheckIn();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [rowError, setRowError] = useState<RowError | null>(null);

  async function change(participant: Participant, action: "check-in" | "undo") {
    const name = participant.name.trim() || t("check-in.row.noName");
    setBusyId(participant.id);
    setRowError(null);
    try {
      const variables = { eventId, participantId: participant.id };
      if (action === "check-in") {
        await checkIn.mutateAsync(variables);
        onAnnounce(t("check-in.announce.checkedIn", { name }));
      } else {
        await undo.mutateAsync(variables);
        onAnnounce(t("check-in.announce.undone", { name }));
      }
    } catch (error) {
      const fallback =
        action === "check-in" ? t("check-in.row.checkInFailed") : t("check-in.row.undoFailed");
      setRowError({ participantId: participant.id, message: describeError(error, fallback) });
    } finally {
      setBusyId(null);
    }
  }

  const results = searchQuery.data?.participants;
  // Enter acts only on the rows of what is typed now, not on a search still on its way.
  const isCurrent = searchTerm === query.trim() && !searchQuery.isPlaceholderData;

  function checkInOnlyMatch() {
    const only = isCurrent ? findOnlyUncheckedMatch(results ?? []) : undefined;
    if (only && busyId === null) void change(only, "check-in");
  }

  function renderResults() {
    if (searchQuery.isError) {
      return (
        <LoadError
          title={t("check-in.search.failed")}
          onRetry={() => void searchQuery.refetch()}
          isRetrying={searchQuery.isFetching}
        >
          <p>{describeError(searchQuery.error, t("check-in.search.failed"))}</p>
        </LoadError>
      );
    }
    if (!searchQuery.data) return <LoadingState label={t("check-in.search.searching")} />;
    const { participants, total } = searchQuery.data;
    return (
      <CheckInResults
        total={total}
        isSearching={searchTerm !== ""}
        isStale={searchQuery.isPlaceholderData}
        rows={participants.map((participant) => ({
          key: participant.id,
          row: (
            <CheckInRow
              person={toRowPerson(participant)}
              isBusy={busyId === participant.id}
              error={rowError?.participantId === participant.id ? rowError.message : null}
              onCheckIn={() => void change(participant, "check-in")}
              onUndo={() => void change(participant, "undo")}
            />
          ),
        }))}
      />
    );
  }

  return (
    <CheckInSearchBox
      query={query}
      placeholder={t("check-in.search.placeholder")}
      onQueryChange={setQuery}
      onEnter={checkInOnlyMatch}
    >
      {renderResults()}
    </CheckInSearchBox>
  );
}
