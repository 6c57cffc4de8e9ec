import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  type AuditAction,
  type AuditEntityType,
} from "@events/contract";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useTexts } from "@/i18n/use-texts";
import { type ActivityFilters, hasActivityFilters } from "../utils/activity-filters";
import { AUDIT_ACTION_TEXT, AUDIT_ENTITY_TEXT } from "../utils/audit-labels";

export type FilterChoice = { value: string; label: string };

export type ActivityFilterFieldsProps = {
  filters: ActivityFilters;
  /** The events and the users to choose from, each already in the order to show. */
  eventChoices: readonly FilterChoice[];
  actorChoices: readonly FilterChoice[];
  onChange: (filters: ActivityFilters) => void;
};

/** The choice '' stands for no filter. */
function orUndefined<TValue extends string>(value: string): TValue | undefined {
  return value === "" ? undefined : (value as TValue);
}

// On a phone each choice takes the whole row, and the two days share one.
const wideOnPhones = "col-span-2 sm:col-span-1";

/** One filter chosen from a list, '' (its 'any' choice) standing for no filter. */
function ChoiceFilter({
  label,
  anyLabel,
  value,
  choices,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: string | undefined;
  choices: readonly FilterChoice[];
  onChange: (value: string) => void;
}) {
  return (
    <SelectField
      className={wideOnPhones}
      label={label}
      value={value ?? ""}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{anyLabel}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}

/** Event, user, type, action and a span of days, each a labelled field; every change applies at once. */
export function ActivityFilterFields({
  filters,
  eventChoices,
  actorChoices,
  onChange,
}: ActivityFilterFieldsProps) {
  const { t } = useTexts();
  const change = (next: Partial<ActivityFilters>) => onChange({ ...filters, ...next });
  const actionChoices = AUDIT_ACTIONS.map((action) => ({
    value: action,
    label: t(AUDIT_ACTION_TEXT[action]),
  }));
  const entityChoices = AUDIT_ENTITY_TYPES.map((entityType) => ({
    value: entityType,
    label: t(AUDIT_ENTITY_TEXT[entityType]),
  }));
  return (
    <fieldset className="mb-6 grid min-w-0 grid-cols-2 items-end gap-3 lg:grid-cols-3">
      <legend className="sr-only">{t("activity.filters.legend")}</legend>
      <ChoiceFilter
        label={t("activity.filters.event")}
        anyLabel={t("activity.filters.anyEvent")}
        value={filters.event_id}
        choices={eventChoices}
        onChange={(value) => change({ event_id: orUndefined(value) })}
      />
      <ChoiceFilter
        label={t("activity.filters.actor")}
        anyLabel={t("activity.filters.anyActor")}
        value={filters.actor_id}
        choices={actorChoices}
        onChange={(value) => change({ actor_id: orUndefined(value) })}
      />
      <ChoiceFilter
        label={t("activity.filters.entityType")}
        anyLabel={t("activity.filters.anyEntityType")}
        value={filters.entity_type}
        choices={entityChoices}
        onChange={(value) => change({ entity_type: orUndefined<AuditEntityType>(value) })}
      />
      <ChoiceFilter
        label={t("activity.filters.action")}
        anyLabel={t("activity.filters.anyAction")}
        value={filters.action}
        choices={actionChoices}
        onChange={(value) => change({ action: orUndefined<AuditAction>(value) })}
      />
      <TextField
        label={t("activity.filters.from")}
        type="date"
        value={filters.from ?? ""}
        max={filters.to}
        onChange={(event) => change({ from: orUndefined(event.target.value) })}
      />
      <TextField
        label={t("activity.filters.to")}
        type="date"
        value={filters.to ?? ""}
        min={filters.from}
        onChange={(event) => change({ to: orUndefined(event.target.value) })}
      />
      {hasActivityFilters(filters) ? (
        <Button
          variant="secondary"
          className="col-span-2 justify-self-start lg:col-span-1"
          onClick={() => onChange({})}
        >
          <X aria-hidden="true" className="size-4" />
          {t("activity.filters.clear")}
        </Button>
      ) : null}
    </fieldset>
  );
}
