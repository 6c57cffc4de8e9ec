import {
  type RegistrationCounts as Counts,
  type ErrorCode,
  REGISTRATION_LIST_STATES,
  REGISTRATION_MESSAGES,
  type Registration,
  SEARCH_DEBOUNCE_MS,
} from "@events/contract";
import { SearchX, UserPlus } from "lucide-react";
import { useState } from "react";
import { useEvent } from "@/api/events/get-event";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FormAlert } from "@/components/ui/form-alert";
import { countPages, Pagination, usePageOfSearch } from "@/components/ui/pagination";
import { QueryContent } from "@/components/ui/query-content";
import { SearchField } from "@/components/ui/search-field";
import { TimesInZone } from "@/components/ui/times-in-zone";
import { describeError, errorText } from "@/lib/api-error";
import { showSuccessToast, TOAST_CLOSE_MS } from "@/lib/toast";
import { useDebouncedSearch } from "@/lib/use-debounced-value";
import { useApproveRegistration, useRejectRegistration } from "../api/decide-registration";
import { type RegistrationListState, useRegistrations } from "../api/get-registrations";
import { useRegistrationTexts } from "../messages";
import { RegistrationCounts } from "./registration-counts";
import { MissingEventId, RegistrationScreenFrame } from "./registration-screen-frame";
import { RegistrationsTable } from "./registrations-table";
import { RejectRegistrationDialog } from "./reject-registration-dialog";

/**
 * The decisions' answers by their error codes (the contract's error-codes.ts). Written out rather
 * than found with errorCodeOf, whose registry of every module's messages would bring their
 * schemas, and zod, onto this page before its first draw.
 */
const DECISION_CODES: ReadonlyMap<string, ErrorCode> = new Map([
  [REGISTRATION_MESSAGES.approved, "registration.approved"],
  [REGISTRATION_MESSAGES.rejected, "registration.rejected"],
]);

/** The server's answer to a decision ("Registration approved") in the active language. */
const decisionText = (message: string) => errorText(message, { code: DECISION_CODES.get(message) });

/** Rows per page of the registrations' table. */
export const REGISTRATIONS_PAGE_SIZE = 25;

/** The states the counts hold, shown beside their filter button. */
function countOf(state: RegistrationListState, counts: Counts | undefined): number | undefined {
  if (!counts) return undefined;
  if (state === "pending" || state === "waiting" || state === "offered") return counts[state];
  return undefined;
}

/** All, then one button per state; the chosen one is pressed. */
function StateFilter({
  state,
  counts,
  onStateChange,
}: {
  state: RegistrationListState | "";
  counts: Counts | undefined;
  onStateChange: (state: RegistrationListState | "") => void;
}) {
  const texts = useRegistrationTexts();
  const choices: [RegistrationListState | "", string][] = [
    ["", texts.allStates],
    ...REGISTRATION_LIST_STATES.map(
      (value) => [value, texts.stateLabels[value]] as [RegistrationListState, string],
    ),
  ];
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{texts.stateFilter}</legend>
      {choices.map(([value, label]) => {
        const count = value === "" ? undefined : countOf(value, counts);
        const isChosen = value === state;
        return (
          <Button
            key={value || "all"}
            size="sm"
            variant={isChosen ? "primary" : "secondary"}
            aria-pressed={isChosen}
            onClick={() => onStateChange(value)}
          >
            {label}
            {count ? (
              <span
                className={`rounded-full px-1.5 text-xs ${isChosen ? "bg-white/20" : "bg-slate-100"}`}
              >
                {count}
              </span>
            ) : null}
          </Button>
        );
      })}
    </fieldset>
  );
}

function RegistrationsView({ eventId }: { eventId: string }) {
  const texts = useRegistrationTexts();
  const timeZone = useEvent(eventId).data?.time_zone;
  const [state, setState] = useState<RegistrationListState | "">("");
  const [query, setQuery] = useState("");
  const searchTerm = useDebouncedSearch(query, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = usePageOfSearch(JSON.stringify({ state, searchTerm }));
  const registrationsQuery = useRegistrations(eventId, {
    page,
    page_size: REGISTRATIONS_PAGE_SIZE,
    state: state || undefined,
    q: searchTerm,
  });
  const approve = useApproveRegistration();
  const reject = useRejectRegistration();
  const [approvingId, setApprovingId] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<Registration | null>(null);
  const [decisionError, setDecisionError] = useState<string | null>(null);
  const data = registrationsQuery.data;
  const isFiltered = state !== "" || searchTerm !== "";

  async function approveRegistration(registration: Registration) {
    setDecisionError(null);
    setApprovingId(registration.id);
    try {
      const answer = await approve.mutateAsync({ eventId, registrationId: registration.id });
      showSuccessToast(decisionText(answer.message), { autoCloseMs: TOAST_CLOSE_MS.events });
    } catch (error) {
      setDecisionError(describeError(error, texts.decisionFailed));
    } finally {
      setApprovingId(null);
    }
  }

  async function rejectRegistration(registration: Registration, message: string | null) {
    setDecisionError(null);
    const answer = await reject.mutateAsync({
      eventId,
      registrationId: registration.id,
      message,
    });
    setRejecting(null);
    showSuccessToast(decisionText(answer.message), { autoCloseMs: TOAST_CLOSE_MS.events });
  }

  function clearFilters() {
    setState("");
    setQuery("");
  }

  return (
    <RegistrationScreenFrame eventId={eventId} screen="registrations">
      <RegistrationCounts counts={data?.counts} />
      <div className="flex flex-col gap-4">
        <StateFilter state={state} counts={data?.counts} onStateChange={setState} />
        <SearchField
          label={texts.searchRegistrations}
          placeholder={texts.searchPlaceholder}
          className="w-full max-w-md"
          value={query}
          onValueChange={setQuery}
        />
      </div>
      {decisionError ? <FormAlert>{decisionError}</FormAlert> : null}
      <QueryContent
        query={registrationsQuery}
        loadingLabel={texts.registrationsLoading}
        errorTitle={texts.registrationsFailed}
        isEmpty={({ registrations }) => registrations.length === 0}
        empty={
          isFiltered ? (
            <EmptyState
              icon={SearchX}
              title={texts.noMatchingRegistrations}
              action={
                <Button variant="secondary" onClick={clearFilters}>
                  {texts.clearSearch}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={UserPlus}
              title={texts.noRegistrations}
              text={texts.noRegistrationsText}
            />
          )
        }
      >
        {({ registrations, page_info }) => (
          <div className="flex flex-col gap-3">
            <RegistrationsTable
              registrations={registrations}
              timeZone={timeZone}
              isStale={registrationsQuery.isPlaceholderData}
              approvingId={approvingId}
              onApprove={(registration) => void approveRegistration(registration)}
              onReject={(registration) => {
                setDecisionError(null);
                setRejecting(registration);
              }}
            />
            {timeZone ? <TimesInZone timeZone={timeZone} /> : null}
            <Pagination
              page={page}
              pageCount={countPages(page_info.total, REGISTRATIONS_PAGE_SIZE)}
              onPageChange={setPage}
              label={texts.registrationsPages}
            />
          </div>
        )}
      </QueryContent>
      <RejectRegistrationDialog
        registration={rejecting}
        isBusy={reject.isPending}
        onReject={rejectRegistration}
        onClose={() => setRejecting(null)}
      />
    </RegistrationScreenFrame>
  );
}

/**
 * Who registered for an event: the counts of its places, the registrations by state
 * with search and pages, and approval or rejection of those pending.
 */
export function RegistrationsScreen({ eventId }: { eventId: string | undefined }) {
  if (!eventId) return <MissingEventId screen="registrations" />;
  return <RegistrationsView key={eventId} eventId={eventId} />;
}
