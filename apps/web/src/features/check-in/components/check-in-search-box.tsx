import { SearchX, Users } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { useTexts } from "@/i18n/use-texts";

/**
 * The rows found, or why there are none; under them, how many more a longer search would narrow.
 * `isStale`: the rows are those of the search before, while the new one loads.
 */
export function CheckInResults({
  rows,
  total,
  isSearching,
  isStale = false,
}: {
  rows: { key: string; row: ReactNode }[];
  total: number;
  /** Something is typed: no rows means no match, not an empty event. */
  isSearching: boolean;
  isStale?: boolean;
}) {
  const { t } = useTexts();
  if (rows.length === 0) {
    return isSearching ? (
      <EmptyState icon={SearchX} title={t("check-in.search.noMatch")} />
    ) : (
      <EmptyState icon={Users} title={t("check-in.search.noParticipants")} />
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-3" aria-busy={isStale}>
        {rows.map(({ key, row }) => (
          <li key={key}>{row}</li>
        ))}
      </ul>
      {total > rows.length ? (
        <p className="text-sm text-slate-600">
          {t("check-in.search.moreResults", { shown: rows.length, total })}
        </p>
      ) : null}
    </>
  );
}

/**
 * What Enter in the search box checks in: the one row found, when no other matches and it is not
 * checked in yet.
 */
export function findOnlyUncheckedMatch<Row extends { checked_in_at: string | null }>(
  rows: readonly Row[],
): Row | undefined {
  const [only] = rows;
  return rows.length === 1 && only?.checked_in_at === null ? only : undefined;
}

/**
 * The big search box of the check-in screens, where the volunteer starts and comes back to, with
 * the results under it.
 */
export function CheckInSearchBox({
  query,
  placeholder,
  onQueryChange,
  onEnter,
  children,
}: {
  query: string;
  placeholder: string;
  onQueryChange: (query: string) => void;
  /** Enter submits nothing: the screen checks in its only match, if it has one. */
  onEnter: () => void;
  children: ReactNode;
}) {
  const { t } = useTexts();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-base font-medium text-slate-800">
          {t("check-in.search.label")}
        </label>
        <input
          id={inputId}
          type="search"
          autoComplete="off"
          ref={inputRef}
          enterKeyHint="go"
          aria-describedby={hintId}
          placeholder={placeholder}
          value={query}
          onChange={(changeEvent) => onQueryChange(changeEvent.target.value)}
          onKeyDown={(keyEvent) => {
            if (keyEvent.key !== "Enter") return;
            keyEvent.preventDefault();
            onEnter();
          }}
          className="h-14 w-full rounded-md border border-slate-300 bg-white px-4 text-lg text-slate-900 shadow-sm placeholder:text-slate-400 focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600/40"
        />
        <p id={hintId} className="text-sm text-slate-500">
          {t("check-in.search.hint")}
        </p>
      </div>
      {children}
    </div>
  );
}
