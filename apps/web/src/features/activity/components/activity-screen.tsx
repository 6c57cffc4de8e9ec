import type { AuditLogPage } from "@events/contract";
import { Download, History } from "lucide-react";
import { useRef } from "react";
import { useSearchParams } from "react-router";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { countPages, Pagination } from "@/components/ui/pagination";
import { QueryContent } from "@/components/ui/query-content";
import { cursorToward } from "@/lib/page-cursor";
import { getActivityExportUrl } from "../api/get-activity-export-url";
import { useActivityPage } from "../api/get-activity-page";
import { ACTIVITY_PAGE_SIZE } from "../config";
import { activityTexts } from "../messages";
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
  return isFiltered ? (
    <EmptyState icon={History} title={activityTexts.noMatches} text={activityTexts.noMatchesText} />
  ) : (
    <EmptyState
      icon={History}
      title={activityTexts.noActivity}
      text={activityTexts.noActivityText}
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
  return (
    <div className="flex flex-col gap-4">
      <p aria-live="polite" className="text-sm text-slate-600">
        {data.total_is_estimate
          ? activityTexts.aboutEntries(data.total)
          : activityTexts.entries(data.total)}
      </p>
      <ol
        aria-label={activityTexts.entriesList}
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
        label={activityTexts.activityPages}
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
      <PageHeader title={activityTexts.pageTitle}>
        <a href={getActivityExportUrl(filters)} download className={secondaryLinkClasses}>
          <Download aria-hidden="true" className="size-4" />
          {activityTexts.exportCsv}
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
          loadingLabel={activityTexts.loading}
          errorTitle={activityTexts.fetchFailed}
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
