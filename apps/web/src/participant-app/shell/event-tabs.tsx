import { useTexts } from "@/i18n/use-texts";
import { agendaPath, eventPath, ticketPath } from "../paths";
import { Link, useLocation } from "../router/router";

/** An event's three screens, one tap apart: its page, its agenda, the person's ticket. */
export function EventTabs({ eventId }: { eventId: string }) {
  const { pathname } = useLocation();
  const { t } = useTexts();
  const tabs = [
    { label: t("app.eventTabs.about"), href: eventPath(eventId) },
    { label: t("app.eventTabs.agenda"), href: agendaPath(eventId) },
    { label: t("app.eventTabs.ticket"), href: ticketPath(eventId) },
  ];
  return (
    <nav aria-label={t("app.eventTabs.label")} className="mt-4">
      <ul className="grid grid-cols-3 gap-1 rounded-xl bg-slate-200 p-1">
        {tabs.map((tab) => {
          const isCurrent = tab.href === pathname;
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={isCurrent ? "page" : undefined}
                className={`flex min-h-11 items-center justify-center rounded-lg text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-700 ${
                  isCurrent
                    ? "bg-white text-blue-900 shadow-sm"
                    : "text-slate-800 hover:bg-slate-100"
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
