import {
  API_TOKEN_AREAS,
  type ApiTokenAccess,
  type ApiTokenArea,
  type ApiTokenScope,
} from "@events/contract";
import { useId } from "react";
import { FieldMessages, getDescriptionIds, RequiredMark } from "@/components/ui/field";
import type { MessageId } from "@/i18n/message-id";
import { useTexts } from "@/i18n/use-texts";
import { accessOf, withAccess } from "../utils/scope-choice";

export type ScopeFieldsProps = {
  value: readonly ApiTokenScope[];
  onChange: (scopes: ApiTokenScope[]) => void;
  error?: string | undefined;
  disabled?: boolean;
};

const AREA_TEXT = {
  events: "api-tokens.scopes.area.events",
  sessions: "api-tokens.scopes.area.sessions",
  participants: "api-tokens.scopes.area.participants",
  "check-in": "api-tokens.scopes.area.check-in",
  messages: "api-tokens.scopes.area.messages",
  activity: "api-tokens.scopes.area.activity",
} as const satisfies Record<ApiTokenArea, MessageId>;

const checkboxClasses =
  "size-4 rounded border-slate-300 accent-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600";

function AccessCheckbox({
  area,
  access,
  scopes,
  onChange,
  isInvalid,
  disabled,
}: {
  area: ApiTokenArea;
  access: ApiTokenAccess;
  scopes: readonly ApiTokenScope[];
  onChange: (scopes: ApiTokenScope[]) => void;
  isInvalid: boolean;
  disabled: boolean;
}) {
  const { t } = useTexts();
  const granted = accessOf(scopes, area);
  const isChecked = access === "read" ? granted !== "none" : granted === "write";
  return (
    <label className="flex min-h-8 cursor-pointer items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        checked={isChecked}
        disabled={disabled}
        aria-invalid={isInvalid || undefined}
        onChange={(event) => onChange(withAccess(scopes, area, access, event.target.checked))}
        className={checkboxClasses}
      />
      {access === "read" ? t("api-tokens.scopes.read") : t("api-tokens.scopes.write")}
    </label>
  );
}

/**
 * The token's scopes, area by area, each a group named by its area with Read and Write: checking
 * Write checks Read, unchecking Read unchecks Write.
 */
export function ScopeFields({ value, onChange, error, disabled = false }: ScopeFieldsProps) {
  const { t } = useTexts();
  const groupId = useId();
  const hintId = `${groupId}-scopes-hint`;
  const { describedBy } = getDescriptionIds(groupId, { error });
  return (
    <fieldset
      aria-describedby={[hintId, describedBy].filter(Boolean).join(" ")}
      className="flex flex-col gap-2"
    >
      <legend className="flex items-baseline gap-0.5 text-sm font-medium text-slate-700">
        {t("api-tokens.scopes.legend")}
        <RequiredMark />
      </legend>
      <p id={hintId} className="text-xs text-slate-500">
        {t("api-tokens.scopes.hint")}
      </p>
      <div
        className={`divide-y divide-slate-200 rounded-md border ${error ? "border-red-500" : "border-slate-300"}`}
      >
        {API_TOKEN_AREAS.map((area) => (
          // Named by a span rather than a legend: a legend does not take part in the row's layout.
          <fieldset
            key={area}
            aria-labelledby={`${groupId}-${area}`}
            className="flex flex-col gap-1 px-3 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
          >
            <span id={`${groupId}-${area}`} className="text-sm text-slate-900">
              {t(AREA_TEXT[area])}
            </span>
            <div className="flex shrink-0 gap-5">
              {(["read", "write"] as const).map((access) => (
                <AccessCheckbox
                  key={access}
                  area={area}
                  access={access}
                  scopes={value}
                  onChange={onChange}
                  isInvalid={Boolean(error)}
                  disabled={disabled}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <FieldMessages fieldId={groupId} error={error} />
    </fieldset>
  );
}
