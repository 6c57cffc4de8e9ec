import { textDirectionOf } from "@events/contract";
import { CalendarClock } from "lucide-react";
import { Popover } from "radix-ui";
import { type CSSProperties, useId, useState } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { useTexts } from "@/i18n/use-texts";
import { formatEventDate } from "@/lib/format-date";
import {
  type DayPeriod,
  fromDateAndTime,
  getRoundedNow,
  isBefore,
  parseWallClock,
  roundDownToFiveMinutes,
  to12Hour,
  to24Hour,
  toCalendarDate,
  toWallClockString,
  type WallClockParts,
} from "@/lib/wall-clock";
import { Button } from "../button";
import { FieldLabel, FieldMessages } from "../field";
import { calendarTexts } from "./calendar-texts";
import { HOUR_CHOICES, MINUTE_CHOICES, PERIOD_CHOICES, TimeSelect } from "./time-select";

export type DateTimePickerProps = {
  label: string;
  /** Wall-clock 'YYYY-MM-DDTHH:mm:ss', or null when nothing is chosen yet. */
  value: string | null;
  onChange(value: string): void;
  /** The earliest wall-clock value Done accepts; the end picker passes the chosen start. */
  min?: string | null;
  /** The trigger button's id. */
  id?: string;
  error?: string;
  disabled?: boolean;
  /** Marks the label; a button cannot carry aria-required, so it is described as required. */
  isRequired?: boolean;
};

type Draft = { date: Date; hour12: number; minute: number; period: DayPeriod };

function toDraft(parts: WallClockParts): Draft {
  const rounded = roundDownToFiveMinutes(parts);
  return { date: toCalendarDate(rounded), minute: rounded.minute, ...to12Hour(rounded.hour) };
}

function draftToWallClock({ date, hour12, minute, period }: Draft): string {
  return fromDateAndTime(date, to24Hour(hour12, period), minute);
}

/** What the popover starts from: the value, else now, moved up to the minimum if now is earlier. */
function getInitialDraft(value: string | null, min: string | null | undefined): Draft {
  const valueParts = parseWallClock(value);
  if (valueParts) return toDraft(valueParts);
  const now = getRoundedNow();
  const minParts = parseWallClock(min);
  if (minParts && min && isBefore(toWallClockString(now), min)) {
    return toDraft(minParts);
  }
  return toDraft(now);
}

function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

function laterOf(a: Date, b: Date | undefined): Date {
  return b && b > a ? b : a;
}

const calendarStyle = {
  "--rdp-accent-color": "var(--color-blue-600)",
  "--rdp-accent-background-color": "var(--color-blue-50)",
  "--rdp-day-height": "40px",
  "--rdp-day-width": "40px",
  "--rdp-day_button-height": "38px",
  "--rdp-day_button-width": "38px",
} as CSSProperties;

/**
 * A date-and-time field (spec doc 1 §2 'Date-and-time picker'): a month calendar with past days
 * disabled, hour 1-12, minutes every 5 and AM/PM, with Now, Cancel and Done. Only Done changes
 * the value; Escape, Cancel and a click outside leave it as it was.
 */
export function DateTimePicker({
  label,
  value,
  onChange,
  min,
  id,
  error,
  disabled = false,
  isRequired = false,
}: DateTimePickerProps) {
  const { t, language } = useTexts();
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const labelId = `${triggerId}-label`;
  const valueId = `${triggerId}-value`;
  const errorId = `${triggerId}-error`;
  const refusalId = `${triggerId}-refusal`;
  const hourId = `${triggerId}-hour`;
  const minuteId = `${triggerId}-minute`;
  const periodId = `${triggerId}-period`;

  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => getInitialDraft(value, min));
  const [month, setMonth] = useState<Date>(draft.date);
  const [refusal, setRefusal] = useState<string | null>(null);

  const minParts = parseWallClock(min);
  const firstAllowedDay = laterOf(startOfToday(), minParts ? toCalendarDate(minParts) : undefined);

  function handleOpenChange(nextIsOpen: boolean) {
    if (nextIsOpen) {
      const initialDraft = getInitialDraft(value, min);
      setDraft(initialDraft);
      setMonth(initialDraft.date);
    }
    setRefusal(null);
    setIsOpen(nextIsOpen);
  }

  function updateDraft(change: Partial<Draft>) {
    setDraft((current) => ({ ...current, ...change }));
    setRefusal(null);
  }

  function chooseNow() {
    const nowDraft = toDraft(getRoundedNow());
    setDraft(nowDraft);
    setMonth(nowDraft.date);
    setRefusal(null);
  }

  function commit() {
    const chosen = draftToWallClock(draft);
    if (min && parseWallClock(min) && isBefore(chosen, min)) {
      setRefusal(t("layout.dateTimePicker.endBeforeStart"));
      return;
    }
    onChange(chosen);
    setIsOpen(false);
  }

  const requiredId = `${triggerId}-required`;
  const describedBy =
    [isRequired ? requiredId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;

  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel id={labelId} htmlFor={triggerId} label={label} isRequired={isRequired} />
      {isRequired ? (
        <span id={requiredId} hidden>
          {t("layout.dateTimePicker.required")}
        </span>
      ) : null}
      <Popover.Root open={isOpen} onOpenChange={handleOpenChange}>
        <Popover.Trigger asChild>
          <button
            id={triggerId}
            type="button"
            disabled={disabled}
            aria-labelledby={`${labelId} ${valueId}`}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            className="flex h-10 w-full items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 text-start text-sm shadow-sm focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-blue-600/40 disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-500"
          >
            <span
              id={valueId}
              className={`truncate ${value ? "text-slate-900" : "text-slate-500"}`}
            >
              {formatEventDate(value, t("layout.dateTimePicker.placeholder"), language)}
            </span>
            <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            aria-label={t("layout.dateTimePicker.popover", { label })}
            align="start"
            sideOffset={4}
            collisionPadding={8}
            // The calendar focuses the chosen day itself, so arrow keys work at once.
            onOpenAutoFocus={(event) => event.preventDefault()}
            className="z-[60] max-h-[var(--radix-popover-content-available-height)] w-[min(22rem,calc(100vw-1rem))] overflow-y-auto rounded-lg border border-slate-200 bg-white p-3 shadow-xl focus:outline-none"
          >
            <div className="flex justify-center">
              <DayPicker
                mode="single"
                required
                autoFocus
                selected={draft.date}
                onSelect={(date) => updateDraft({ date })}
                month={month}
                onMonthChange={setMonth}
                disabled={{ before: firstAllowedDay }}
                dir={textDirectionOf(language)}
                {...calendarTexts(language)}
                style={calendarStyle}
              />
            </div>
            <div className="mt-3 grid grid-cols-3 gap-2">
              <TimeSelect
                id={hourId}
                label={t("layout.dateTimePicker.hour")}
                value={draft.hour12}
                choices={HOUR_CHOICES}
                onChange={(hour) => updateDraft({ hour12: Number(hour) })}
              />
              <TimeSelect
                id={minuteId}
                label={t("layout.dateTimePicker.minute")}
                value={draft.minute}
                choices={MINUTE_CHOICES}
                onChange={(minute) => updateDraft({ minute: Number(minute) })}
              />
              <TimeSelect
                id={periodId}
                label={t("layout.dateTimePicker.period")}
                value={draft.period}
                choices={PERIOD_CHOICES}
                onChange={(period) => updateDraft({ period })}
              />
            </div>
            {refusal ? (
              <p id={refusalId} role="alert" className="mt-3 text-sm text-red-600">
                {refusal}
              </p>
            ) : null}
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-3">
              <Button variant="ghost" size="sm" onClick={chooseNow}>
                {t("layout.dateTimePicker.now")}
              </Button>
              <div className="flex gap-2">
                <Button variant="secondary" size="sm" onClick={() => handleOpenChange(false)}>
                  {t("common.action.cancel")}
                </Button>
                <Button
                  size="sm"
                  onClick={commit}
                  aria-describedby={refusal ? refusalId : undefined}
                >
                  {t("layout.dateTimePicker.done")}
                </Button>
              </div>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <FieldMessages fieldId={triggerId} error={error} />
    </div>
  );
}
