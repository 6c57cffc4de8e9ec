import { useId, useState } from "react";
import { FieldMessages, getDescriptionIds } from "@/components/ui/field";
import { QueryLoadError } from "@/components/ui/load-error";
import { SearchField } from "@/components/ui/search-field";
import { Spinner } from "@/components/ui/spinner";
import { useTexts } from "@/i18n/use-texts";
import { useDebouncedSearch } from "@/lib/use-debounced-value";
import { useEventChoices } from "../api/get-event-choices";
import type { TokenFormValues } from "../utils/token-form";
import { TokenFieldset } from "./token-fieldset";

/** An event as the chooser names it. */
type ChosenEvent = { id: string; event_name: string };

const SEARCH_DELAY_MS = 300;

const checkboxClasses =
  "size-4 shrink-0 rounded border-slate-300 accent-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600";
const radioClasses = "mt-0.5 size-4 shrink-0 accent-blue-600";
const choiceClasses =
  "flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 bg-white p-3 has-checked:border-blue-600 has-checked:bg-blue-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-600";

function EventCheckbox({
  event,
  isChecked,
  disabled,
  onToggle,
}: {
  event: ChosenEvent;
  isChecked: boolean;
  disabled: boolean;
  onToggle: (event: ChosenEvent, isChecked: boolean) => void;
}) {
  return (
    <li>
      <label className="flex min-h-8 cursor-pointer items-center gap-2 text-sm break-words text-slate-800">
        <input
          type="checkbox"
          checked={isChecked}
          disabled={disabled}
          onChange={(change) => onToggle(event, change.target.checked)}
          className={checkboxClasses}
        />
        {event.event_name}
      </label>
    </li>
  );
}

/** The caller's events found by the search, those not chosen yet, to check. */
function FoundEvents({
  search,
  chosenIds,
  disabled,
  onToggle,
}: {
  search: string;
  chosenIds: readonly string[];
  disabled: boolean;
  onToggle: (event: ChosenEvent, isChecked: boolean) => void;
}) {
  const { t } = useTexts();
  const query = useEventChoices(search);
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-4" />
        {t("api-tokens.events.loading")}
      </p>
    );
  }
  if (query.isError) return <QueryLoadError title={t("api-tokens.events.failed")} query={query} />;
  const { events, total } = query.data;
  const found = events.filter((event) => !chosenIds.includes(event.id));
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {t("api-tokens.events.foundLegend")}
      </legend>
      {events.length === 0 ? (
        <p className="text-sm text-slate-600">{t("api-tokens.events.noneFound")}</p>
      ) : (
        <ul className="flex flex-col">
          {found.map((event) => (
            <EventCheckbox
              key={event.id}
              event={event}
              isChecked={false}
              disabled={disabled}
              onToggle={onToggle}
            />
          ))}
        </ul>
      )}
      {total > events.length ? (
        <p className="text-xs text-slate-500">
          {t("api-tokens.events.more", { shown: events.length, total })}
        </p>
      ) : null}
    </fieldset>
  );
}

export type EventFieldsProps = {
  events: TokenFormValues["events"];
  onEventsChange: (events: TokenFormValues["events"]) => void;
  onEventIdsChange: (eventIds: string[]) => void;
  error?: string | undefined;
  disabled?: boolean;
};

/**
 * All the admin's events, or only those they check: the chosen ones first, then the events a
 * search on the server finds, a page of them at a time.
 */
export function EventFields({
  events,
  onEventsChange,
  onEventIdsChange,
  error,
  disabled = false,
}: EventFieldsProps) {
  const { t } = useTexts();
  const groupId = useId();
  const { describedBy } = getDescriptionIds(groupId, { error });
  const [searchText, setSearchText] = useState("");
  const search = useDebouncedSearch(searchText, SEARCH_DELAY_MS);
  // The chosen events with their names, which the search's page may no longer hold.
  const [chosen, setChosen] = useState<ChosenEvent[]>([]);

  function toggle(event: ChosenEvent, isChecked: boolean) {
    const next = isChecked
      ? [...chosen, { id: event.id, event_name: event.event_name }]
      : chosen.filter((candidate) => candidate.id !== event.id);
    setChosen(next);
    onEventIdsChange(next.map((candidate) => candidate.id));
  }

  const choices = [
    { value: "all", label: t("api-tokens.events.all"), hint: t("api-tokens.events.allHint") },
    { value: "chosen", label: t("api-tokens.events.chosen"), hint: undefined },
  ] as const;

  return (
    <TokenFieldset legend={t("api-tokens.events.legend")} describedBy={describedBy}>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label key={choice.value} className={choiceClasses}>
            <input
              type="radio"
              name={`${groupId}-events`}
              value={choice.value}
              checked={events === choice.value}
              disabled={disabled}
              onChange={() => onEventsChange(choice.value)}
              className={radioClasses}
            />
            <span className="flex flex-col gap-0.5">
              <span className="text-sm font-medium text-slate-900">{choice.label}</span>
              {choice.hint ? <span className="text-xs text-slate-600">{choice.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {events === "chosen" ? (
        <div className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-3">
          {chosen.length > 0 ? (
            <fieldset className="flex flex-col gap-1">
              <legend className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {t("api-tokens.events.chosenLegend", { count: chosen.length })}
              </legend>
              <ul className="flex flex-col">
                {chosen.map((event) => (
                  <EventCheckbox
                    key={event.id}
                    event={event}
                    isChecked
                    disabled={disabled}
                    onToggle={toggle}
                  />
                ))}
              </ul>
            </fieldset>
          ) : null}
          <SearchField
            label={t("api-tokens.events.search")}
            value={searchText}
            onValueChange={setSearchText}
          />
          <FoundEvents
            search={search}
            chosenIds={chosen.map((event) => event.id)}
            disabled={disabled}
            onToggle={toggle}
          />
        </div>
      ) : null}
      <FieldMessages fieldId={groupId} error={error} />
    </TokenFieldset>
  );
}
