import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_ENTITY_LABELS,
  AUDIT_ENTITY_TYPES,
  type AuditAction,
  type AuditEntityType,
} from "@events/contract";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { activityTexts } from "../messages";
import { type ActivityFilters, hasActivityFilters } from "../utils/activity-filters";

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

function ChoiceOptions({ choices }: { choices: readonly FilterChoice[] }) {
  return choices.map((choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  ));
}

// On a phone each choice takes the whole row, and the two days share one.
const wideOnPhones = "col-span-2 sm:col-span-1";

const actionChoices = AUDIT_ACTIONS.map((action) => ({
  value: action,
  label: AUDIT_ACTION_LABELS[action],
}));

const entityChoices = AUDIT_ENTITY_TYPES.map((entityType) => ({
  value: entityType,
  label: AUDIT_ENTITY_LABELS[entityType],
}));

/** Event, user, type, action and a span of days, each a labelled field; every change applies at once. */
export function ActivityFilterFields({
  filters,
  eventChoices,
  actorChoices,
  onChange,
}: ActivityFilterFieldsProps) {
  const change = (next: Partial<ActivityFilters>) => onChange({ ...filters, ...next });
  return (
    <fieldset className="mb-6 grid min-w-0 grid-cols-2 items-end gap-3 lg:grid-cols-3">
      <legend className="sr-only">{activityTexts.filters}</legend>
      <SelectField
        className={wideOnPhones}
        label={activityTexts.event}
        value={filters.event_id ?? ""}
        onChange={(event) => change({ event_id: orUndefined(event.target.value) })}
      >
        <option value="">{activityTexts.anyEvent}</option>
        <ChoiceOptions choices={eventChoices} />
      </SelectField>
      <SelectField
        className={wideOnPhones}
        label={activityTexts.actor}
        value={filters.actor_id ?? ""}
        onChange={(event) => change({ actor_id: orUndefined(event.target.value) })}
      >
        <option value="">{activityTexts.anyActor}</option>
        <ChoiceOptions choices={actorChoices} />
      </SelectField>
      <SelectField
        className={wideOnPhones}
        label={activityTexts.entityType}
        value={filters.entity_type ?? ""}
        onChange={(event) =>
          change({ entity_type: orUndefined<AuditEntityType>(event.target.value) })
        }
      >
        <option value="">{activityTexts.anyEntityType}</option>
        <ChoiceOptions choices={entityChoices} />
      </SelectField>
      <SelectField
        className={wideOnPhones}
        label={activityTexts.action}
        value={filters.action ?? ""}
        onChange={(event) => change({ action: orUndefined<AuditAction>(event.target.value) })}
      >
        <option value="">{activityTexts.anyAction}</option>
        <ChoiceOptions choices={actionChoices} />
      </SelectField>
      <TextField
        label={activityTexts.from}
        type="date"
        value={filters.from ?? ""}
        max={filters.to}
        onChange={(event) => change({ from: orUndefined(event.target.value) })}
      />
      <TextField
        label={activityTexts.to}
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
          {activityTexts.clearFilters}
        </Button>
      ) : null}
    </fieldset>
  );
}
