import { appPaths } from "../paths";

// The app's sections, as the tab bar at the bottom of every screen lists them. The inbox and the
// profile join this list when they are built; with one section there is nothing to switch to,
// so the bar stays hidden until then (shell/tab-bar.tsx).

export type AppSection = {
  label: string;
  href: string;
  /** Whether a path belongs to the section, so its tab shows as the current one. */
  contains: (pathname: string) => boolean;
};

export const APP_SECTIONS: readonly AppSection[] = [
  {
    label: "My events",
    href: appPaths.myEvents,
    contains: (pathname) => pathname === appPaths.myEvents || pathname.startsWith("/app/events/"),
  },
];
