import { Menu } from "lucide-react";
import { getDisplayName, getRoleLabel } from "@/lib/user-display";
import type { LayoutUser } from "./types";
import { UserAvatar } from "./user-avatar";

export function TopBar({
  title,
  user,
  isSidebarOpen,
  sidebarId,
  onToggleSidebar,
}: {
  title: string;
  user: LayoutUser | null;
  isSidebarOpen: boolean;
  sidebarId: string;
  onToggleSidebar: () => void;
}) {
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b sm:gap-3 border-slate-200 bg-white px-3 sm:px-6">
      <button
        type="button"
        aria-label="Toggle sidebar"
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
      <div className="flex min-w-0 items-center gap-2 sm:gap-3">
        <div className="min-w-0 max-w-24 text-right sm:max-w-56">
          <p className="truncate text-xs font-medium text-slate-900 sm:text-sm">
            {getDisplayName(user?.name)}
          </p>
          <p className="truncate text-xs text-slate-500">{getRoleLabel(user?.type)}</p>
        </div>
        <UserAvatar name={user?.name} imagePath={user?.profile_image} />
      </div>
    </header>
  );
}
