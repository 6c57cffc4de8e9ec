import { ChevronLeft, ChevronRight } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTexts } from "@/i18n/use-texts";
import type { PageCursor } from "@/lib/page-cursor";
import { Button } from "./button";

/** How many pages `total` items fill, at least one so that an empty list reads 'Page 1 of 1'. */
export function countPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page of a list that belongs to a search, and the cursor that leads to it if a step gave
 * one: back to the first page whenever `searchKey` (the search and filters, as one string)
 * changes.
 */
export function usePageOfSearch(searchKey: string) {
  const [paging, setPaging] = useState<{
    searchKey: string;
    page: number;
    cursor?: PageCursor | undefined;
  }>({ searchKey, page: 1 });
  const hasSearchChanged = paging.searchKey !== searchKey;
  // Remembering the new search at once (React's adjust-state-while-rendering pattern) means that
  // going back to an earlier search starts at its first page too.
  if (hasSearchChanged) setPaging({ searchKey, page: 1 });
  const page = hasSearchChanged ? 1 : paging.page;
  const cursor = hasSearchChanged ? undefined : paging.cursor;
  const setPage = (nextPage: number, nextCursor?: PageCursor) =>
    setPaging({ searchKey, page: nextPage, cursor: nextCursor });
  return [page, setPage, cursor] as const;
}

export type PaginationProps = {
  /** From 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation for screen readers, e.g. 'Participants pages'. */
  label: string;
  /** pageCount comes from an estimated total: it reads 'Page 3 of about 20,000'. */
  isPageCountEstimate?: boolean;
};

/** Previous or Next: at the end it cannot go past, it says so and does nothing. */
function PageStepButton({
  isAtEnd,
  onStep,
  children,
}: {
  isAtEnd: boolean;
  onStep: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-disabled={isAtEnd}
      className="aria-disabled:cursor-not-allowed aria-disabled:text-slate-400"
      onClick={() => {
        if (!isAtEnd) onStep();
      }}
    >
      {children}
    </Button>
  );
}

/**
 * Previous and Next around 'Page X of Y'; nothing when everything fits on one page. The buttons
 * stay focusable at either end (aria-disabled rather than disabled), so focus is not lost when
 * the user steps onto the first or the last page.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label,
  isPageCountEstimate = false,
}: PaginationProps) {
  const { t, language } = useTexts();
  if (pageCount <= 1) return null;
  // An estimate is a large number: grouped as the language groups thousands (English: 20,000).
  const grouped = (value: number) => value.toLocaleString(language === "en" ? "en-GB" : language);
  const isFirst = page <= 1;
  const isLast = page >= pageCount;

  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <PageStepButton isAtEnd={isFirst} onStep={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t("layout.pagination.previous")}
      </PageStepButton>
      <p aria-live="polite" className="text-sm text-slate-600">
        {isPageCountEstimate
          ? t("layout.pagination.pageOfAbout", {
              page: grouped(page),
              pageCount: grouped(pageCount),
            })
          : t("layout.pagination.pageOf", { page, pageCount })}
      </p>
      <PageStepButton isAtEnd={isLast} onStep={() => onPageChange(page + 1)}>
        {t("layout.pagination.next")}
        <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </PageStepButton>
    </nav>
  );
}
