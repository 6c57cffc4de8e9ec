import type { WebhookEventType } from "@events/contract";
import { WEBHOOK_EVENT_TYPES } from "@events/contract";
import { type Ref, useEffect, useId, useRef } from "react";
import { FieldMessages, getDescriptionIds, RequiredMark } from "@/components/ui/field";
import { useTexts } from "@/i18n/use-texts";
import { EVENT_TYPE_GROUPS } from "../utils/event-type-groups";

type Checked = "all" | "some" | "none";

function countChecked(types: readonly WebhookEventType[], chosen: ReadonlySet<string>): Checked {
  const count = types.filter((type) => chosen.has(type)).length;
  if (count === 0) return "none";
  return count === types.length ? "all" : "some";
}

const checkboxClasses =
  "size-4 shrink-0 accent-blue-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600";

/** A box that stands for several: ticked when all are, half-ticked (mixed) when some are. */
function GroupCheckbox({
  label,
  checked,
  onChange,
  inputRef,
}: {
  label: string;
  checked: Checked;
  onChange: (isChecked: boolean) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const ownRef = useRef<HTMLInputElement>(null);
  // 'indeterminate' exists only as a DOM property, never as an attribute React could set.
  useEffect(() => {
    if (ownRef.current) ownRef.current.indeterminate = checked === "some";
  }, [checked]);
  return (
    <label className="inline-flex min-h-8 cursor-pointer items-center gap-2 text-sm font-semibold text-slate-900">
      <input
        ref={(element) => {
          ownRef.current = element;
          if (typeof inputRef === "function") inputRef(element);
          else if (inputRef) inputRef.current = element;
        }}
        type="checkbox"
        className={checkboxClasses}
        checked={checked === "all"}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

export type EventTypeChoicesProps = {
  value: readonly WebhookEventType[];
  onChange: (types: WebhookEventType[]) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** Focused when the form refuses the choice: the 'Select all' box. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The event types as checkboxes, grouped by what they are about (participants, registrations,
 * ...), each group and the whole list with a box that ticks them all. The types keep the
 * contract's order whatever order they are ticked in.
 */
export function EventTypeChoices({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
}: EventTypeChoicesProps) {
  const { t } = useTexts();
  const fieldId = useId();
  const { describedBy } = getDescriptionIds(fieldId, { error });
  const chosen = new Set<string>(value);

  function setTypes(types: readonly WebhookEventType[], isChecked: boolean) {
    const next = new Set<string>(chosen);
    for (const type of types) {
      if (isChecked) next.add(type);
      else next.delete(type);
    }
    onChange(WEBHOOK_EVENT_TYPES.filter((type) => next.has(type)));
  }

  return (
    <fieldset
      aria-describedby={describedBy}
      onBlur={onBlur}
      className="flex min-w-0 flex-col gap-3"
    >
      <legend className="mb-1.5 flex items-baseline gap-0.5 text-sm font-medium text-slate-700">
        {t("webhooks.form.eventTypes")}
        <RequiredMark />
      </legend>
      <GroupCheckbox
        label={t("webhooks.form.selectAll")}
        checked={countChecked(WEBHOOK_EVENT_TYPES, chosen)}
        onChange={(isChecked) => setTypes(WEBHOOK_EVENT_TYPES, isChecked)}
        inputRef={inputRef}
      />
      {/* Columns rather than a grid: the groups differ in length, and a grid's rows would leave
          a short group's box as tall as the long one beside it. */}
      <div className="gap-3 sm:columns-2">
        {EVENT_TYPE_GROUPS.map((group) => (
          <fieldset
            key={group.key}
            className="mb-3 min-w-0 break-inside-avoid rounded-md border border-slate-200 px-3 pt-1 pb-3"
          >
            <legend className="px-1">
              <GroupCheckbox
                label={group.label}
                checked={countChecked(group.types, chosen)}
                onChange={(isChecked) => setTypes(group.types, isChecked)}
              />
            </legend>
            <ul className="flex flex-col gap-1.5 ps-1">
              {group.types.map((type) => (
                <li key={type}>
                  <label className="inline-flex min-h-6 cursor-pointer items-center gap-2 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      className={checkboxClasses}
                      checked={chosen.has(type)}
                      onChange={(event) => setTypes([type], event.target.checked)}
                    />
                    <span className="font-mono text-xs break-all">{type}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
      <FieldMessages fieldId={fieldId} error={error} />
    </fieldset>
  );
}
