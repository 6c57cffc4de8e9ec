import { useTexts } from "@/i18n/use-texts";
import { Link, useLocation } from "../router/router";
import { APP_SECTIONS, type AppSection } from "./app-sections";

/** The sections at the bottom of the screen, in reach of a thumb; hidden while there is one. */
export function TabBar({ sections = APP_SECTIONS }: { sections?: readonly AppSection[] }) {
  const { pathname } = useLocation();
  const { t } = useTexts();
  if (sections.length < 2) return null;
  return (
    <nav
      aria-label={t("app.sections.label")}
      className="sticky bottom-0 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="flex">
        {sections.map((section) => {
          const isCurrent = section.contains(pathname);
          return (
            <li key={section.href} className="flex-1">
              <Link
                href={section.href}
                aria-current={isCurrent ? "page" : undefined}
                // The current section is marked by a bar and bold type, not by its colour alone.
                className={`flex min-h-12 items-center justify-center border-t-4 text-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700 ${
                  isCurrent
                    ? "border-blue-700 font-bold text-blue-800"
                    : "border-transparent font-medium text-slate-700"
                }`}
              >
                {t(section.label)}
                {section.Badge && <section.Badge />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
