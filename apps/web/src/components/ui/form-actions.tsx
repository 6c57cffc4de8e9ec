import { useTexts } from "@/i18n/use-texts";
import { Button } from "./button";

export type FormActionsProps = {
  submitLabel: string;
  /** The submit button's words while the form is being saved. */
  busyLabel: string;
  isBusy: boolean;
  onCancel: () => void;
  /** A rule above the buttons, parting them from a long form. */
  hasDivider?: boolean;
  /** "danger" for a submit that destroys what it cannot give back. */
  submitVariant?: "primary" | "danger";
};

/** A form's Cancel and submit buttons; both wait while the form is being saved. */
export function FormActions({
  submitLabel,
  busyLabel,
  isBusy,
  onCancel,
  hasDivider = false,
  submitVariant = "primary",
}: FormActionsProps) {
  const { t } = useTexts();
  return (
    <div
      className={
        hasDivider
          ? "flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end"
          : "mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end"
      }
    >
      <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
        {t("common.action.cancel")}
      </Button>
      <Button
        type="submit"
        variant={submitVariant}
        disabled={isBusy}
        aria-busy={isBusy || undefined}
      >
        {isBusy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
