import { useTexts } from "@/i18n/use-texts";
import { dangerButtonClasses, secondaryButtonClasses } from "../../participant-app/shell/styles";
import { useFocusOnMount } from "../shell/use-focus-on-mount";

export type ConfirmChoiceProps = {
  question: string;
  consequence: string;
  confirmLabel: string;
  keepLabel: string;
  isBusy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
};

/** The second step of what cannot be undone: the question, what follows, yes or no. */
export function ConfirmChoice({
  question,
  consequence,
  confirmLabel,
  keepLabel,
  isBusy,
  onConfirm,
  onKeep,
}: ConfirmChoiceProps) {
  const { t } = useTexts();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="mt-4 rounded-xl border border-red-200 bg-white p-4">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold text-slate-900 focus:outline-none"
      >
        {question}
      </h2>
      <p className="mt-2 text-slate-800">{consequence}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <button type="button" disabled={isBusy} onClick={onConfirm} className={dangerButtonClasses}>
          {isBusy ? t("public.link.oneMoment") : confirmLabel}
        </button>
        <button type="button" disabled={isBusy} onClick={onKeep} className={secondaryButtonClasses}>
          {keepLabel}
        </button>
      </div>
    </div>
  );
}
