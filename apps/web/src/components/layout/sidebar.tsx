import { LogOut, X } from "lucide-react";
import { NavLink } from "react-router";
import { useTexts } from "@/i18n/use-texts";
import type { NavigationLink } from "./types";

export function Sidebar({
  id,
  title,
  links,
  isOpen,
  isLoggingOut,
  onClose,
  onLogout,
}: {
  id: string;
  title: string;
  links: readonly NavigationLink[];
  isOpen: boolean;
  isLoggingOut: boolean;
  onClose: () => void;
  onLogout: () => void;
}) {
  const { t } = useTexts();
  // Below md the sidebar is an overlay; when closed it is also invisible so that keyboard
  // focus cannot wander into it. It slides out past the start edge: the right one in Arabic.
  const mobileState = isOpen
    ? "translate-x-0"
    : "invisible -translate-x-full rtl:translate-x-full md:rtl:translate-x-0";
  return (
    <aside
      id={id}
      aria-label={title}
      className={`fixed inset-y-0 start-0 z-40 flex w-64 flex-col bg-slate-900 text-slate-100 transition-transform duration-200 motion-reduce:transition-none md:visible md:transition-none md:sticky md:top-0 md:h-dvh md:translate-x-0 ${mobileState}`}
    >
      <div className="flex h-16 items-center justify-between border-b border-slate-800 px-5">
        <span className="text-lg font-semibold">{title}</span>
        <button
          type="button"
          aria-label={t("layout.sidebar.close")}
          onClick={onClose}
          className="inline-flex size-9 items-center justify-center rounded-md text-slate-300 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-blue-400 md:hidden"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <nav aria-label={t("layout.sidebar.main")} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="flex flex-col gap-1">
          {links.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                onClick={onClose}
                className={({ isActive }) =>
                  `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-blue-400 ${
                    isActive
                      ? "bg-blue-600 text-white"
                      : "text-slate-300 hover:bg-slate-800 hover:text-white"
                  }`
                }
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-slate-800 p-3">
        <button
          type="button"
          onClick={onLogout}
          disabled={isLoggingOut}
          className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-300 transition-colors hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-blue-400 disabled:opacity-60"
        >
          <LogOut aria-hidden="true" className="size-5 shrink-0" />
          {t("layout.logout")}
        </button>
      </div>
    </aside>
  );
}
