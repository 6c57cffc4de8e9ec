import { CalendarRange, LayoutGrid, type LucideIcon } from "lucide-react";
import { useId } from "react";
import type { MessageId } from "@/i18n/message-id";
import { useTexts } from "@/i18n/use-texts";

export type SessionsView = "cards" | "agenda";

const VIEWS: { value: SessionsView; label: MessageId; icon: LucideIcon }[] = [
  { value: "cards", label: "sessions.view.cards", icon: LayoutGrid },
  { value: "agenda", label: "sessions.view.agenda", icon: CalendarRange },
];

/** 'Cards | Agenda' as a radio group: one Tab stop, the arrow keys move between the views. */
export function SessionsViewSwitch({
  view,
  onViewChange,
}: {
  view: SessionsView;
  onViewChange: (view: SessionsView) => void;
}) {
  const { t } = useTexts();
  const name = useId();
  return (
    <fieldset className="inline-flex self-start rounded-md border border-slate-300 bg-white p-0.5 shadow-sm">
      <legend className="sr-only">{t("sessions.view.switch")}</legend>
      {VIEWS.map(({ value, label, icon: Icon }) => (
        <label
          key={value}
          className="relative inline-flex cursor-pointer items-center gap-1.5 rounded px-3 py-1.5 text-sm font-medium text-slate-700 has-checked:bg-blue-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-600"
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={view === value}
            onChange={() => onViewChange(value)}
            // Over the whole label, invisible: a click anywhere on the view lands on the radio.
            className="absolute inset-0 cursor-pointer opacity-0"
          />
          <Icon aria-hidden="true" className="size-4" />
          {t(label)}
        </label>
      ))}
    </fieldset>
  );
}
