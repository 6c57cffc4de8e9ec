import { type Control, useController } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DateTimePicker } from "@/components/ui/date-time-picker";
import { useRegistrationTexts } from "../messages";
import type { RegistrationFormValues } from "../utils/registration-form";

export type OptionalTimeFieldProps = {
  control: Control<RegistrationFormValues, unknown, unknown>;
  name: "opens_at" | "closes_at";
  label: string;
  /** The earliest time the picker's Done accepts (the opening time, for the closing one). */
  min?: string | undefined;
  disabled: boolean;
};

/** A wall-clock time that may be left unset: the date-and-time picker with a Clear beside it. */
export function OptionalTimeField({ control, name, label, min, disabled }: OptionalTimeFieldProps) {
  const texts = useRegistrationTexts();
  const { field, fieldState } = useController({ control, name });
  return (
    <div className="flex items-start gap-2">
      <div className="min-w-0 flex-1">
        <DateTimePicker
          label={label}
          value={field.value || null}
          min={min || null}
          disabled={disabled}
          error={fieldState.error?.message}
          onChange={field.onChange}
        />
      </div>
      {field.value ? (
        <Button
          variant="ghost"
          aria-label={texts.clearTime(label)}
          disabled={disabled}
          // Level with the picker's button, below its label, whatever error shows under it.
          className="mt-6.5"
          onClick={() => field.onChange("")}
        >
          {texts.clear}
        </Button>
      ) : null}
    </div>
  );
}
