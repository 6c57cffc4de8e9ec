import { FingerprintPattern, LogOut, ScanLine } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { getDisplayName, getRoleLabel } from "@/lib/user-display";
import type { LayoutUser } from "./types";
import { useLogout } from "./use-logout";

export type DoorLayoutProps = {
  title: string;
  /** Where the title leads: the door's own start. */
  homePath: string;
  user: LayoutUser | null;
  signOutLabel: string;
  signingOutLabel: string;
  /** For an admin at the door, the way back to their portal; door staff have none. */
  portalLink?: { to: string; label: string } | undefined;
  /** The signed-in user's own passkeys: the door has no user menu to hold them. */
  passkeysLink: { to: string; label: string };
  onLogout: () => Promise<void>;
  children: ReactNode;
};

/**
 * The door's frame: the title, who is signed in and signing out, and nothing of the admin
 * portals, so a phone at the door keeps its whole width for the check-in.
 */
export function DoorLayout({
  title,
  homePath,
  user,
  signOutLabel,
  signingOutLabel,
  portalLink,
  passkeysLink,
  onLogout,
  children,
}: DoorLayoutProps) {
  const { isLoggingOut, handleLogout } = useLogout(onLogout);

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-slate-200 bg-white px-3 sm:gap-3 sm:px-6">
        <Link
          to={homePath}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-md text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 sm:text-lg"
        >
          <ScanLine aria-hidden="true" className="size-5 shrink-0 text-blue-600" />
          <span className="truncate">{title}</span>
        </Link>
        {portalLink ? (
          <Link
            to={portalLink.to}
            className="hidden text-sm font-medium text-blue-600 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 sm:inline"
          >
            {portalLink.label}
          </Link>
        ) : null}
        <Link
          to={passkeysLink.to}
          aria-label={passkeysLink.label}
          className="inline-flex shrink-0 items-center gap-1 rounded-md p-1 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          <FingerprintPattern aria-hidden="true" className="size-5 sm:size-4" />
          {/* A phone keeps the icon alone; the link's name is the same either way. */}
          <span className="hidden sm:inline">{passkeysLink.label}</span>
        </Link>
        <div className="min-w-0 max-w-28 text-end sm:max-w-56">
          <p className="truncate text-xs font-medium text-slate-900 sm:text-sm">
            {getDisplayName(user?.name)}
          </p>
          <p className="truncate text-xs text-slate-500">{getRoleLabel(user?.type)}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={isLoggingOut}
          aria-busy={isLoggingOut || undefined}
          onClick={() => void handleLogout()}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {isLoggingOut ? signingOutLabel : signOutLabel}
        </Button>
      </header>
      <main className="flex-1 px-3 py-6 sm:px-6 lg:px-8">{children}</main>
    </div>
  );
}
