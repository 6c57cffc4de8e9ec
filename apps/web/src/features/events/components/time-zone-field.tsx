import { type ComponentProps, useId, useMemo } from "react";
import { TextField } from "@/components/ui/text-field";
import { useTexts } from "@/i18n/use-texts";
import { eventsTexts } from "../messages";
import { getTimeZoneOptions } from "../utils/time-zone-options";

type TimeZoneFieldProps = Omit<ComponentProps<typeof TextField>, "label" | "list"> & {
  error?: string | undefined;
};

/**
 * The event's IANA zone, typed with the browser's list of zones as suggestions: typing "berl"
 * offers Europe/Berlin. A name the list lacks is still sent, and the server's answer names it.
 */
export function TimeZoneField(props: TimeZoneFieldProps) {
  useTexts();
  const listId = useId();
  const options = useMemo(() => getTimeZoneOptions(), []);
  return (
    <div>
      <TextField
        label={eventsTexts.timeZoneLabel}
        list={listId}
        autoComplete="off"
        spellCheck={false}
        placeholder={eventsTexts.timeZonePlaceholder}
        hint={eventsTexts.timeZoneHint}
        {...props}
      />
      <datalist id={listId}>
        {options.map(({ zone, offset }) => (
          <option key={zone} value={zone} label={`${zone} (${offset})`} />
        ))}
      </datalist>
    </div>
  );
}
