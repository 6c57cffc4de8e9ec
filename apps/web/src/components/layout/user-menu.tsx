import { type Language, textDirectionOf } from "@events/contract";
import { ChevronDown, LogOut } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { useTexts } from "@/i18n/use-texts";
import { getDisplayName, getRoleLabel } from "@/lib/user-display";
import { LanguageMenu } from "./language-menu";
import type { LayoutUser, NavigationLink } from "./types";
import { UserAvatar } from "./user-avatar";

const itemClasses =
  "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900";

export type UserMenuProps = {
  user: LayoutUser | null;
  /** The signed-in user's own pages (their API tokens), before Logout. */
  accountLinks: readonly NavigationLink[];
  isLoggingOut: boolean;
  onLogout: () => void;
  /** The Language item's choice; without it the menu offers no language. */
  onChooseLanguage?: ((language: Language | null) => void) | undefined;
};

/**
 * The signed-in user's name, role and picture in the top bar, opening their own menu: their
 * pages, their language and Logout. A menu button: arrow keys move through it, Escape closes it.
 */
export function UserMenu({
  user,
  accountLinks,
  isLoggingOut,
  onLogout,
  onChooseLanguage,
}: UserMenuProps) {
  const { t, language } = useTexts();
  return (
    // Radix reads no direction from the page: told it, the Language submenu opens to the
    // reading side and the arrow keys follow it.
    <DropdownMenu.Root modal={false} dir={textDirectionOf(language)}>
      <DropdownMenu.Trigger className="flex min-w-0 items-center gap-2 rounded-md p-1 text-start hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 sm:gap-3">
        <span className="min-w-0 max-w-24 text-end sm:max-w-56">
          <span className="block truncate text-xs font-medium text-slate-900 sm:text-sm">
            {getDisplayName(user?.name)}
          </span>
          <span className="block truncate text-xs text-slate-500">{getRoleLabel(user?.type)}</span>
        </span>
        <UserAvatar name={user?.name} imagePath={user?.profile_image} />
        <ChevronDown
          aria-hidden="true"
          className="hidden size-4 shrink-0 text-slate-500 sm:block"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-40 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {accountLinks.map(({ to, label, icon: Icon }) => (
            <DropdownMenu.Item key={to} asChild className={itemClasses}>
              <Link to={to}>
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {label}
              </Link>
            </DropdownMenu.Item>
          ))}
          {onChooseLanguage ? (
            <LanguageMenu
              accountLanguage={user?.language}
              itemClasses={itemClasses}
              onChoose={onChooseLanguage}
            />
          ) : null}
          {accountLinks.length > 0 || onChooseLanguage ? (
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          ) : null}
          <DropdownMenu.Item className={itemClasses} disabled={isLoggingOut} onSelect={onLogout}>
            <LogOut aria-hidden="true" className="size-4 shrink-0" />
            {t("layout.logout")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
