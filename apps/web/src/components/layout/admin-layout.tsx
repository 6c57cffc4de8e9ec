import type { Language } from "@events/contract";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Sidebar } from "./sidebar";
import { TopBar } from "./top-bar";
import type { LayoutUser, NavigationLink } from "./types";
import { useLogout } from "./use-logout";

export type AdminLayoutProps = {
  portalTitle: string;
  panelTitle: string;
  links: readonly NavigationLink[];
  /** The signed-in user's own pages, in the menu their name opens. */
  accountLinks?: readonly NavigationLink[];
  user: LayoutUser | null;
  onLogout: () => Promise<void> | void;
  /** The user menu's language choice (user-menu.tsx). */
  onChooseLanguage?: ((language: Language | null) => void) | undefined;
  children: ReactNode;
};

export function AdminLayout({
  portalTitle,
  panelTitle,
  links,
  accountLinks = [],
  user,
  onLogout,
  onChooseLanguage,
  children,
}: AdminLayoutProps) {
  const sidebarId = useId();
  const [isSidebarOpen, setIsSidebarOpen] = useState(false);
  const { isLoggingOut, handleLogout } = useLogout(onLogout);

  useEffect(() => {
    if (!isSidebarOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setIsSidebarOpen(false);
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [isSidebarOpen]);

  return (
    <div className="min-h-dvh bg-slate-50 md:flex">
      <Sidebar
        id={sidebarId}
        title={panelTitle}
        links={links}
        isOpen={isSidebarOpen}
        isLoggingOut={isLoggingOut}
        onClose={() => setIsSidebarOpen(false)}
        onLogout={handleLogout}
      />
      {isSidebarOpen ? (
        // A pointer-only backdrop; keyboard users close the overlay with Escape.
        <div
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-slate-900/50 md:hidden"
          onClick={() => setIsSidebarOpen(false)}
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          title={portalTitle}
          user={user}
          isSidebarOpen={isSidebarOpen}
          sidebarId={sidebarId}
          onToggleSidebar={() => setIsSidebarOpen((isOpen) => !isOpen)}
          accountLinks={accountLinks}
          isLoggingOut={isLoggingOut}
          onLogout={handleLogout}
          onChooseLanguage={onChooseLanguage}
        />
        <main className="flex-1 px-3 py-6 sm:px-6 lg:px-8">{children}</main>
      </div>
    </div>
  );
}
