import { type DayPeriod, HOUR_OPTIONS, MINUTE_OPTIONS } from "@/lib/wall-clock";

type TimeChoice<TValue extends string> = { value: TValue; label: string };

export const HOUR_CHOICES: readonly TimeChoice<string>[] = HOUR_OPTIONS.map((hour) => ({
  value: String(hour),
  label: String(hour),
}));

export const MINUTE_CHOICES: readonly TimeChoice<string>[] = MINUTE_OPTIONS.map((minute) => ({
  value: String(minute),
  label: String(minute).padStart(2, "0"),
}));

export const PERIOD_CHOICES: readonly TimeChoice<DayPeriod>[] = [
  { value: "AM", label: "AM" },
  { value: "PM", label: "PM" },
];

const selectClasses =
  "h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-sm focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-blue-600/40";

/** One part of the picker's time (hour, minute or AM/PM): a labelled select of its choices. */
export function TimeSelect<TValue extends string>({
  id,
  label,
  value,
  choices,
  onChange,
}: {
  id: string;
  label: string;
  value: string | number;
  choices: readonly TimeChoice<TValue>[];
  onChange: (value: TValue) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as TValue)}
        className={selectClasses}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
