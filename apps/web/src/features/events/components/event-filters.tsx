import { Search, X } from "lucide-react";
import { useId } from "react";
import { eventStatusText } from "@/components/events/event-status-text";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useTexts } from "@/i18n/use-texts";
import type { EventStatusItem } from "../api/get-event-statuses";
import { eventsTexts } from "../messages";
import type { EventFilters as EventFilterValues } from "../utils/filter-events";

export type EventFiltersProps = {
  filters: EventFilterValues;
  statuses: readonly EventStatusItem[];
  onChange: (filters: EventFilterValues) => void;
};

/** Status, day and text filters over the events list. */
export function EventFilters({ filters, statuses, onChange }: EventFiltersProps) {
  const { t } = useTexts();
  const searchId = useId();
  return (
    <div className="mb-6 grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-[12rem_14rem_1fr]">
      <SelectField
        label={t("events.filters.status")}
        value={filters.status}
        onChange={(event) => onChange({ ...filters, status: event.target.value })}
      >
        <option value="">{eventsTexts.allStatuses}</option>
        {statuses.map((status) => (
          <option key={status.value} value={status.value}>
            {eventStatusText(status.value, status.label)}
          </option>
        ))}
      </SelectField>
      <div className="flex items-end gap-1">
        <TextField
          label={t("events.filters.date")}
          type="date"
          className="min-w-0 flex-1"
          value={filters.date}
          onChange={(event) => onChange({ ...filters, date: event.target.value })}
        />
        {filters.date !== "" ? (
          <button
            type="button"
            aria-label={t("events.filters.clearDate")}
            title={t("events.filters.clearDate")}
            onClick={() => onChange({ ...filters, date: "" })}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
      <div className="relative sm:col-span-2 lg:col-span-1">
        <label htmlFor={searchId} className="sr-only">
          {eventsTexts.searchLabel}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          id={searchId}
          type="search"
          value={filters.search}
          placeholder={eventsTexts.searchPlaceholder}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
          className="h-10 w-full rounded-md border border-slate-300 bg-white ps-9 pe-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-blue-600/40"
        />
      </div>
    </div>
  );
}
