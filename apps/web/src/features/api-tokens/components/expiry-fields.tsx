import { useId, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldMessages, getDescriptionIds } from "@/components/ui/field";
import { TextField } from "@/components/ui/text-field";
import type { MessageId } from "@/i18n/message-id";
import { useTexts } from "@/i18n/use-texts";
import { EXPIRY_CHOICES, type ExpiryChoice, expiryDayRange } from "../utils/token-form";
import { TokenFieldset } from "./token-fieldset";

const EXPIRY_TEXT = {
  "30": "api-tokens.expiry.30",
  "90": "api-tokens.expiry.90",
  "365": "api-tokens.expiry.365",
  never: "api-tokens.expiry.never",
  custom: "api-tokens.expiry.custom",
} as const satisfies Record<ExpiryChoice, MessageId>;

export type ExpiryFieldsProps = {
  expiry: ExpiryChoice;
  expiryRegistration: UseFormRegisterReturn<"expiry">;
  expiryError?: string | undefined;
  dateRegistration: UseFormRegisterReturn<"expiry_date">;
  dateError?: string | undefined;
};

/**
 * When the token stops working: after 30 or 90 days or a year, never, or at the end of a day
 * chosen in the browser's calendar. Native radios: one Tab stop, arrow keys between them.
 */
export function ExpiryFields({
  expiry,
  expiryRegistration,
  expiryError,
  dateRegistration,
  dateError,
}: ExpiryFieldsProps) {
  const { t } = useTexts();
  const groupId = useId();
  const { describedBy } = getDescriptionIds(groupId, { error: expiryError });
  // The days offered are those of when the form opened; the schema checks again on submit.
  const [range] = useState(() => expiryDayRange(new Date()));
  return (
    <TokenFieldset legend={t("api-tokens.expiry.legend")} describedBy={describedBy}>
      <div className="flex flex-wrap gap-2">
        {EXPIRY_CHOICES.map((choice) => (
          <label
            key={choice}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 has-checked:border-blue-600 has-checked:bg-blue-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-600"
          >
            <input
              type="radio"
              value={choice}
              aria-invalid={expiryError ? true : undefined}
              className="size-4 shrink-0 accent-blue-600"
              {...expiryRegistration}
            />
            {t(EXPIRY_TEXT[choice])}
          </label>
        ))}
      </div>
      <FieldMessages fieldId={groupId} error={expiryError} />
      {expiry === "custom" ? (
        <TextField
          label={t("api-tokens.expiry.dateLabel")}
          type="date"
          min={range.min}
          max={range.max}
          isRequired
          className="sm:max-w-56"
          error={dateError}
          {...dateRegistration}
        />
      ) : null}
    </TokenFieldset>
  );
}
