import type { Language } from "@events/contract";
import { Menu } from "lucide-react";
import { useTexts } from "@/i18n/use-texts";
import type { LayoutUser, NavigationLink } from "./types";
import { UserMenu } from "./user-menu";

export function TopBar({
  title,
  user,
  isSidebarOpen,
  sidebarId,
  onToggleSidebar,
  accountLinks,
  isLoggingOut,
  onLogout,
  onChooseLanguage,
}: {
  title: string;
  user: LayoutUser | null;
  isSidebarOpen: boolean;
  sidebarId: string;
  onToggleSidebar: () => void;
  accountLinks: readonly NavigationLink[];
  isLoggingOut: boolean;
  onLogout: () => void;
  onChooseLanguage?: ((language: Language | null) => void) | undefined;
}) {
  const { t } = useTexts();
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b sm:gap-3 border-slate-200 bg-white px-3 sm:px-6">
      <button
        type="button"
        aria-label={t("layout.sidebar.toggle")}
        aria-expanded={isSidebarOpen}
        aria-controls={sidebarId}
        onClick={onToggleSidebar}
        className="inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 md:hidden"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      <span className="line-clamp-2 min-w-0 flex-1 text-sm leading-tight font-semibold text-slate-900 sm:text-lg">
        {title}
      </span>
      <UserMenu
        user={user}
        accountLinks={accountLinks}
        isLoggingOut={isLoggingOut}
        onLogout={onLogout}
        onChooseLanguage={onChooseLanguage}
      />
    </header>
  );
}
