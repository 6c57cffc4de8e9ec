import {
  type Control,
  type FieldPathByValue,
  type FieldValues,
  useController,
} from "react-hook-form";
import { useTexts } from "@/i18n/use-texts";
import { getEndAfterStartChange } from "@/lib/time-range";
import { DateTimePicker } from "./date-time-picker";

export type DateTimeRangeFieldsProps<
  TValues extends FieldValues,
  TStart extends FieldPathByValue<TValues, string>,
  TEnd extends FieldPathByValue<TValues, string>,
  TOutput,
> = {
  control: Control<TValues, unknown, TOutput>;
  startName: TStart;
  endName: TEnd;
  isRequired?: boolean;
  disabled?: boolean;
};

/**
 * A form's Start and End pickers side by side. The end cannot be chosen before the start, and a
 * start moved past the end takes the end with it, keeping one hour.
 */
export function DateTimeRangeFields<
  TValues extends FieldValues,
  TStart extends FieldPathByValue<TValues, string>,
  TEnd extends FieldPathByValue<TValues, string>,
  TOutput,
>({
  control,
  startName,
  endName,
  isRequired,
  disabled,
}: DateTimeRangeFieldsProps<TValues, TStart, TEnd, TOutput>) {
  const { t } = useTexts();
  const start = useController({ control, name: startName });
  const end = useController({ control, name: endName });
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <DateTimePicker
        label={t("layout.dateTimePicker.start")}
        isRequired={isRequired}
        value={start.field.value || null}
        disabled={disabled}
        error={start.fieldState.error?.message}
        onChange={(nextStart) => {
          start.field.onChange(nextStart);
          const nextEnd = getEndAfterStartChange(nextStart, end.field.value);
          // Once the form has been submitted, the moved end is checked again at once.
          if (nextEnd !== end.field.value) end.field.onChange(nextEnd);
        }}
      />
      <DateTimePicker
        label={t("layout.dateTimePicker.end")}
        isRequired={isRequired}
        value={end.field.value || null}
        min={start.field.value || null}
        disabled={disabled}
        error={end.fieldState.error?.message}
        onChange={end.field.onChange}
      />
    </div>
  );
}
