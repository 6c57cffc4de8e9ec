import type { AuditLogPage } from "@events/contract";
import { Download, History } from "lucide-react";
import { useRef } from "react";
import { useSearchParams } from "react-router";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { countPages, Pagination } from "@/components/ui/pagination";
import { QueryContent } from "@/components/ui/query-content";
import { useTexts } from "@/i18n/use-texts";
import { cursorToward } from "@/lib/page-cursor";
import { getActivityExportUrl } from "../api/get-activity-export-url";
import { useActivityPage } from "../api/get-activity-page";
import { ACTIVITY_PAGE_SIZE } from "../config";
import {
  type ActivityCursor,
  type ActivityFilters,
  hasActivityFilters,
  readActivityCursor,
  readActivityFilters,
  readActivityPage,
  toActivitySearchParams,
} from "../utils/activity-filters";
import { ActivityEntry } from "./activity-entry";
import { ActivityFilterFields } from "./activity-filter-fields";
import { secondaryLinkClasses } from "./link-classes";
import { useActorChoices, useEventChoices } from "./use-filter-choices";

function NoActivity({ isFiltered }: { isFiltered: boolean }) {
  const { t } = useTexts();
  return isFiltered ? (
    <EmptyState
      icon={History}
      title={t("activity.screen.noMatches")}
      text={t("activity.screen.noMatchesText")}
    />
  ) : (
    <EmptyState
      icon={History}
      title={t("activity.noActivity")}
      text={t("activity.screen.noActivityText")}
    />
  );
}

/**
 * How many pages there are. An estimate can be short of the entries there are, or beyond them,
 * so the page's own cursor says whether one follows.
 */
function countActivityPages(data: AuditLogPage, page: number): number {
  const pageCount = countPages(data.total, ACTIVITY_PAGE_SIZE);
  if (!data.total_is_estimate) return pageCount;
  return data.next_cursor === null ? page : Math.max(pageCount, page + 1);
}

/** The page's entries, the total over every page, and Previous and Next under them. */
function ActivityList({
  data,
  page,
  isUpdating,
  onPageChange,
}: {
  data: AuditLogPage;
  page: number;
  isUpdating: boolean;
  onPageChange: (page: number, cursor: ActivityCursor | undefined) => void;
}) {
  const { t } = useTexts();
  return (
    <div className="flex flex-col gap-4">
      <p aria-live="polite" className="text-sm text-slate-600">
        {data.total_is_estimate
          ? t("activity.screen.aboutEntries", { total: data.total })
          : t("activity.screen.entries", { total: data.total })}
      </p>
      <ol
        aria-label={t("activity.screen.entriesList")}
        aria-busy={isUpdating}
        className="flex flex-col gap-4"
      >
        {data.entries.map((entry) => (
          <li key={entry.id}>
            <ActivityEntry entry={entry} />
          </li>
        ))}
      </ol>
      <Pagination
        page={page}
        pageCount={countActivityPages(data, page)}
        isPageCountEstimate={data.total_is_estimate}
        onPageChange={(nextPage) => onPageChange(nextPage, cursorToward(data, page, nextPage))}
        label={t("activity.screen.pages")}
      />
    </div>
  );
}

/**
 * The activity log: who changed what and when, newest first, with each change's before and
 * after. The filters, the page and the cursor that leads to it live in the address, so a link
 * opens a filtered list, a reload asks for the same page and the back button steps back through
 * the filters and pages.
 */
export function ActivityScreen() {
  const { t } = useTexts();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readActivityFilters(searchParams);
  const page = readActivityPage(searchParams);
  const cursor = readActivityCursor(searchParams);
  const pageQuery = useActivityPage({ filters, page, page_size: ACTIVITY_PAGE_SIZE, cursor });
  const entries = pageQuery.data?.entries;
  const eventChoices = useEventChoices(filters.event_id, entries);
  const actorChoices = useActorChoices(filters.actor_id, entries);
  const listTopRef = useRef<HTMLDivElement>(null);

  // Other filters start again from their first page.
  function changeFilters(nextFilters: ActivityFilters) {
    setSearchParams(toActivitySearchParams(nextFilters));
  }

  function goToPage(nextPage: number, nextCursor: ActivityCursor | undefined) {
    setSearchParams(toActivitySearchParams(filters, nextPage, nextCursor));
    // The new page is read from its top; focus stays on the button, so Enter steps on again.
    listTopRef.current?.scrollIntoView?.({ block: "start" });
  }

  return (
    <section>
      <PageHeader title={t("activity.screen.title")}>
        <a href={getActivityExportUrl(filters)} download className={secondaryLinkClasses}>
          <Download aria-hidden="true" className="size-4" />
          {t("activity.screen.exportCsv")}
        </a>
      </PageHeader>
      <ActivityFilterFields
        filters={filters}
        eventChoices={eventChoices}
        actorChoices={actorChoices}
        onChange={changeFilters}
      />
      <div ref={listTopRef} className="scroll-mt-20">
        <QueryContent
          query={pageQuery}
          loadingLabel={t("activity.loading")}
          errorTitle={t("activity.fetchFailed")}
          isEmpty={({ total }) => total === 0}
          empty={<NoActivity isFiltered={hasActivityFilters(filters)} />}
        >
          {(data) => (
            <ActivityList
              data={data}
              page={page}
              isUpdating={pageQuery.isPlaceholderData}
              onPageChange={goToPage}
            />
          )}
        </QueryContent>
      </div>
    </section>
  );
}
