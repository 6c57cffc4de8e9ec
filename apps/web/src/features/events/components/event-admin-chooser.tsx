import type { UserSummary } from "@events/contract";
import { type Ref, useId } from "react";
import { UserAvatar } from "@/components/layout/user-avatar";
import { EmailText } from "@/components/ui/email-text";
import { FieldMessages, RequiredMark } from "@/components/ui/field";
import { useTexts } from "@/i18n/use-texts";
import { getDisplayName } from "@/lib/user-display";

export type EventAdminChooserProps = {
  admins: readonly UserSummary[];
  isLoading?: boolean;
  value: string;
  onChange: (adminId: string) => void;
  onBlur?: () => void;
  name: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  disabled?: boolean;
};

/**
 * The event's one admin, chosen with radios (spec doc 1 §5). Each radio is named by the admin's
 * name alone and described by their e-mail.
 */
export function EventAdminChooser({
  admins,
  isLoading = false,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  error,
  disabled,
}: EventAdminChooserProps) {
  const { t } = useTexts();
  const baseId = useId();
  const legendId = `${baseId}-legend`;
  const errorId = `${baseId}-error`;
  return (
    <div
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required="true"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className="flex min-w-0 flex-col gap-1.5"
    >
      <div className="flex items-baseline gap-0.5">
        <span id={legendId} className="text-sm font-medium text-slate-700">
          {t("events.form.eventAdmin")}
        </span>
        <RequiredMark />
      </div>
      {isLoading ? (
        <p className="text-sm text-slate-500">{t("events.form.loadingEventAdmins")}</p>
      ) : admins.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-600">
          {t("events.form.noEventAdmins")}
        </p>
      ) : (
        <div
          className={`flex max-h-56 flex-col divide-y divide-slate-200 overflow-y-auto rounded-md border ${
            error ? "border-red-500" : "border-slate-300"
          }`}
        >
          {admins.map((admin, index) => {
            const nameId = `${baseId}-name-${admin.id}`;
            const emailId = `${baseId}-email-${admin.id}`;
            const isChecked = value === admin.id;
            return (
              <label
                key={admin.id}
                className={`flex cursor-pointer items-center gap-3 px-3 py-2 has-focus-visible:outline-2 has-focus-visible:-outline-offset-2 has-focus-visible:outline-blue-600 ${
                  isChecked ? "bg-blue-50" : "hover:bg-slate-50"
                }`}
              >
                <input
                  // Only the first radio takes the ref, so a missing choice focuses the group.
                  ref={index === 0 ? inputRef : undefined}
                  type="radio"
                  name={name}
                  value={admin.id}
                  checked={isChecked}
                  disabled={disabled}
                  aria-labelledby={nameId}
                  aria-describedby={emailId}
                  onChange={() => onChange(admin.id)}
                  onBlur={onBlur}
                  className="size-4 shrink-0 accent-blue-600"
                />
                <UserAvatar name={admin.name} imagePath={admin.profile_image} />
                <span className="flex min-w-0 flex-col">
                  <span id={nameId} className="text-sm font-medium break-words text-slate-900">
                    {getDisplayName(admin.name)}
                  </span>
                  <span id={emailId} className="text-xs text-slate-600">
                    <EmailText email={admin.email} />
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      )}
      <FieldMessages fieldId={baseId} error={error} />
    </div>
  );
}
