import {
  PARTICIPANT_ROLES,
  type ParticipantRole,
  type ParticipantStatusFilter,
  SEARCH_DEBOUNCE_MS,
} from "@events/contract";
import { ArrowLeft, ScanLine, SearchX, Users } from "lucide-react";
import { type ReactNode, type RefObject, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { ExportButton } from "@/components/export/export-button";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingState } from "@/components/ui/loading-state";
import { SearchField } from "@/components/ui/search-field";
import { SelectField } from "@/components/ui/select-field";
import { useFirstAnswerDeferred } from "@/hooks/use-first-answer-deferred";
import { useTexts } from "@/i18n/use-texts";
import { describeParticipantRole } from "@/lib/participant-role";
import { usePortalPaths } from "@/lib/portal";
import { getShortEventId } from "@/lib/short-event-id";
import { useDebouncedSearch } from "@/lib/use-debounced-value";
import { describeParticipantsFetchError } from "../utils/describe-participant-error";
import { AnswerFilter, type AnswerFilterValue, NO_ANSWER_FILTER } from "./answer-filter";
import { checkInLinkClasses } from "./link-classes";
import { ParticipantCard } from "./participant-card";
import { ParticipantsPageList, useParticipantsPaging } from "./participants-paging";

function BackButton({ eventId }: { eventId?: string }) {
  const { t } = useTexts();
  const portalPaths = usePortalPaths();
  const navigate = useNavigate();
  const location = useLocation();
  function goBack() {
    // Opened straight from an address there is no page of ours to go back to.
    if (location.key !== "default") {
      void navigate(-1);
      return;
    }
    void navigate(eventId ? portalPaths.eventDetails(eventId) : portalPaths.events);
  }
  return (
    <Button variant="ghost" size="sm" className="self-start" onClick={goBack}>
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t("participants.screen.back")}
    </Button>
  );
}

function ErrorState({ message, action }: { message: string; action?: ReactNode }) {
  const { t } = useTexts();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-10 text-center"
    >
      <h2 className="text-base font-semibold text-red-800">
        {t("participants.screen.errorTitle")}
      </h2>
      <p className="text-sm text-red-700">{message}</p>
      {action}
    </div>
  );
}

function Header({ eventId, count }: { eventId: string | undefined; count?: ReactNode }) {
  const { t } = useTexts();
  return (
    <div className="flex flex-col gap-1">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
        {t("participants.screen.title")}
      </h1>
      {eventId ? (
        <p className="text-sm text-slate-500">
          {t("participants.screen.eventId", { eventId: getShortEventId(eventId) })}
        </p>
      ) : null}
      {count}
    </div>
  );
}

/** Cards per page: whole rows of the two- and three-column grid. */
export const SCREEN_PAGE_SIZE = 48;

type ParticipantFilters = {
  role: ParticipantRole | "";
  status: ParticipantStatusFilter | "";
  answer: AnswerFilterValue;
};
const NO_FILTERS: ParticipantFilters = { role: "", status: "", answer: NO_ANSWER_FILTER };

function FilterBar({
  eventId,
  query,
  onQueryChange,
  filters,
  onFiltersChange,
  searchRef,
}: {
  eventId: string;
  query: string;
  onQueryChange: (query: string) => void;
  filters: ParticipantFilters;
  onFiltersChange: (filters: ParticipantFilters) => void;
  searchRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTexts();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchField
        ref={searchRef}
        label={t("participants.list.searchLabel")}
        className="w-full max-w-md"
        placeholder={t("participants.screen.searchPlaceholder")}
        value={query}
        onValueChange={onQueryChange}
      />
      <SelectField
        label={t("participants.filters.role")}
        className="w-40"
        value={filters.role}
        onChange={(changeEvent) =>
          onFiltersChange({ ...filters, role: changeEvent.target.value as ParticipantRole | "" })
        }
      >
        <option value="">{t("participants.filters.allRoles")}</option>
        {PARTICIPANT_ROLES.map((role) => (
          <option key={role} value={role}>
            {describeParticipantRole(role)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t("participants.filters.status")}
        className="w-40"
        value={filters.status}
        onChange={(changeEvent) =>
          onFiltersChange({
            ...filters,
            status: changeEvent.target.value as ParticipantStatusFilter | "",
          })
        }
      >
        <option value="">{t("participants.filters.allStatuses")}</option>
        <option value="active">{t("participants.status.active")}</option>
        <option value="inactive">{t("participants.status.inactive")}</option>
      </SelectField>
      <AnswerFilter
        eventId={eventId}
        filter={filters.answer}
        onFilterChange={(answer) => onFiltersChange({ ...filters, answer })}
      />
    </div>
  );
}

function ParticipantsView({ eventId }: { eventId: string }) {
  const { t } = useTexts();
  const portalPaths = usePortalPaths();
  const [query, setQuery] = useState("");
  const [filters, setFilters] = useState(NO_FILTERS);
  const searchTerm = useDebouncedSearch(query, SEARCH_DEBOUNCE_MS);
  const answerValue = useDebouncedSearch(filters.answer.value, SEARCH_DEBOUNCE_MS);
  const search = {
    q: searchTerm,
    role: filters.role || undefined,
    status: filters.status || undefined,
    answer_question: filters.answer.question || undefined,
    answer_value: answerValue || undefined,
  };
  const paging = useParticipantsPaging(eventId, SCREEN_PAGE_SIZE, search);
  const { pageQuery, totalQuery } = paging;
  const eventTotal = totalQuery.data;
  // A page of fifty cards is a long first draw.
  const shownPage = useFirstAnswerDeferred(pageQuery.data);
  const searchRef = useRef<HTMLInputElement>(null);
  const isSearching =
    query.trim() !== "" ||
    filters.role !== "" ||
    filters.status !== "" ||
    filters.answer.question !== "";

  function clearSearch() {
    setQuery("");
    setFilters(NO_FILTERS);
    // The button disappears with the search; focus returns to the search box.
    searchRef.current?.focus();
  }

  function renderContent() {
    if (pageQuery.isError || totalQuery.isError) {
      return (
        <ErrorState
          message={describeParticipantsFetchError(pageQuery.error ?? totalQuery.error)}
          action={
            <Button
              variant="secondary"
              size="sm"
              className="mt-2"
              onClick={paging.retry}
              disabled={paging.isRetrying}
            >
              {t("participants.screen.tryAgain")}
            </Button>
          }
        />
      );
    }
    if (!shownPage || eventTotal === undefined) {
      return <LoadingState label={t("participants.list.loading")} />;
    }
    if (eventTotal === 0) {
      return <EmptyState icon={Users} title={t("participants.screen.emptyTitle")} />;
    }
    if (shownPage.participants.length === 0) {
      return (
        <EmptyState
          icon={SearchX}
          title={t("participants.screen.noMatch")}
          action={
            <Button variant="secondary" onClick={clearSearch}>
              {t("participants.screen.clearSearch")}
            </Button>
          }
        />
      );
    }
    return (
      <ParticipantsPageList
        paging={paging}
        participants={shownPage.participants}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
        renderParticipant={(participant) => (
          <ParticipantCard participant={participant} answerForm={paging.answerForm} />
        )}
      />
    );
  }

  const matching = shownPage?.total;
  // What stands above the list appears with it, not before: the total's answer may come first,
  // and a search bar drawn above the loading state then pushed it down the page.
  const hasParticipants = shownPage !== undefined && (eventTotal ?? 0) > 0;
  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackButton eventId={eventId} />
        <Link to={portalPaths.checkIn(eventId)} className={checkInLinkClasses}>
          <ScanLine aria-hidden="true" className="size-4" />
          {t("participants.links.checkIn")}
        </Link>
      </div>
      <div ref={paging.listTopRef}>
        <Header
          eventId={eventId}
          count={
            matching !== undefined && eventTotal !== undefined ? (
              <p className="text-sm font-medium text-slate-700">
                {t("participants.screen.countOfTotal", { shown: matching, total: eventTotal })}
              </p>
            ) : null
          }
        />
      </div>
      {hasParticipants || isSearching ? (
        <FilterBar
          eventId={eventId}
          query={query}
          onQueryChange={setQuery}
          filters={filters}
          onFiltersChange={setFilters}
          searchRef={searchRef}
        />
      ) : null}
      {hasParticipants ? (
        <ExportButton eventId={eventId} kind="participants" filters={search} />
      ) : null}
      {renderContent()}
    </section>
  );
}

/**
 * 'Event Participants' (spec doc 2 §2): read-only in both portals; the event admin manages
 * participants on /event-admin/participants. A page at a time, searched and filtered on the
 * server (DESIGN §10). An event id missing from the address gives 'Event ID is missing'.
 */
export function EventParticipantsScreen({ eventId }: { eventId: string | undefined }) {
  const { t } = useTexts();
  if (!eventId) {
    return (
      <section className="flex flex-col gap-6">
        <BackButton />
        <Header eventId={undefined} />
        <ErrorState message={t("participants.screen.eventIdMissing")} />
      </section>
    );
  }
  // Keyed by the event, so another event's participants never stand in while this one loads.
  return <ParticipantsView key={eventId} eventId={eventId} />;
}
