import type { ComponentType } from "react";
import type { MessageId } from "@/i18n/message-id";
import { UnreadBadge } from "../inbox/unread-badge";
import { appPaths } from "../paths";

// The app's sections, as the tab bar at the bottom of every screen lists them (with one section
// there would be nothing to switch to, and shell/tab-bar.tsx hides the bar).

export type AppSection = {
  /** The tab's name, in the page's language when drawn. */
  label: MessageId;
  href: string;
  /** Whether a path belongs to the section, so its tab shows as the current one. */
  contains: (pathname: string) => boolean;
  /** Drawn after the label, inside the tab's link: the inbox's unread count. */
  Badge?: ComponentType;
};

export const APP_SECTIONS: readonly AppSection[] = [
  {
    label: "app.sections.myEvents",
    href: appPaths.myEvents,
    contains: (pathname) => pathname === appPaths.myEvents || pathname.startsWith("/app/events/"),
  },
  {
    label: "app.sections.inbox",
    href: appPaths.inbox,
    contains: (pathname) =>
      pathname === appPaths.inbox || pathname.startsWith(`${appPaths.inbox}/`),
    Badge: UnreadBadge,
  },
  {
    label: "app.sections.profile",
    href: appPaths.profile,
    contains: (pathname) => pathname === appPaths.profile || pathname === appPaths.privacy,
  },
];
