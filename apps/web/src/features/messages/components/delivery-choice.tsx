import { MESSAGE_DELIVERIES } from "@events/contract";
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldMessages, getDescriptionIds } from "@/components/ui/field";
import { useTexts } from "@/i18n/use-texts";
import { DELIVERY_HINT_TEXT, DELIVERY_TEXT } from "../utils/message-labels";

export type DeliveryChoiceProps = UseFormRegisterReturn<"delivery"> & {
  error?: string | undefined;
};

/**
 * E-mail and the app's inbox, or the inbox only: native radios in a fieldset, so the group is
 * one Tab stop and the arrow keys move between the choices; each says what it does.
 */
export function DeliveryChoice({ error, ...registration }: DeliveryChoiceProps) {
  const { t } = useTexts();
  const groupId = useId();
  const { describedBy } = getDescriptionIds(groupId, { error });
  return (
    <fieldset aria-describedby={describedBy} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">
        {t("messages.delivery.legend")}
      </legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {MESSAGE_DELIVERIES.map((delivery) => {
          const labelId = `${groupId}-${delivery}-label`;
          const hintId = `${groupId}-${delivery}-hint`;
          return (
            <label
              key={delivery}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 bg-white p-3 has-checked:border-blue-600 has-checked:bg-blue-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-600"
            >
              <input
                type="radio"
                value={delivery}
                // Named by the choice alone; the line under it describes it.
                aria-labelledby={labelId}
                aria-describedby={hintId}
                aria-invalid={error ? true : undefined}
                className="mt-0.5 size-4 shrink-0 accent-blue-600"
                {...registration}
              />
              <span className="flex flex-col gap-0.5">
                <span id={labelId} className="text-sm font-medium text-slate-900">
                  {t(DELIVERY_TEXT[delivery])}
                </span>
                <span id={hintId} className="text-xs text-slate-600">
                  {t(DELIVERY_HINT_TEXT[delivery])}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldMessages fieldId={groupId} error={error} />
    </fieldset>
  );
}
