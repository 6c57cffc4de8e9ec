import { QueryClientProvider } from "@tanstack/react-query";
import {
  CalendarDays,
  FingerprintPattern,
  History,
  KeyRound,
  LayoutDashboard,
  ListChecks,
  ShieldCheck,
  UserShield,
  Users,
  Webhook,
} from "lucide-react";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { AdminLayout } from "@/components/layout/admin-layout";
import type { NavigationLink } from "@/components/layout/types";
import { LoadingState } from "@/components/ui/loading-state";
import { useAuth } from "@/hooks/use-auth";
import { useSignOutToLogin } from "@/hooks/use-sign-out-to-login";
import type { MessageId } from "@/i18n/message-id";
import { useTexts } from "@/i18n/use-texts";
import { type Portal, PortalProvider } from "@/lib/portal";
import { paths } from "@/paths";
import { useVisitQueryClient } from "../first-queries";

type LinkWithKey = Omit<NavigationLink, "label"> & { label: MessageId };

type PortalLayout = {
  portalTitle: MessageId;
  panelTitle: MessageId;
  links: readonly LinkWithKey[];
  /** The signed-in admin's own pages, in the menu their name opens. */
  accountLinks: readonly LinkWithKey[];
};

/** The admin's own pages, the same in either portal, under that portal's root. */
function getAccountLinks(portalPaths: {
  apiTokens: string;
  passkeys: string;
}): readonly LinkWithKey[] {
  return [
    { to: portalPaths.apiTokens, label: "layout.nav.apiTokens", icon: KeyRound },
    { to: portalPaths.passkeys, label: "layout.nav.passkeys", icon: FingerprintPattern },
  ];
}

/** What the layout of each portal shows: the titles and the sidebar's links, as message keys. */
const portalLayouts: Record<Portal, PortalLayout> = {
  system_admin: {
    portalTitle: "layout.portal.systemAdminTitle",
    panelTitle: "layout.portal.systemAdminPanel",
    links: [
      { to: paths.systemAdmin.dashboard, label: "layout.nav.dashboard", icon: LayoutDashboard },
      { to: paths.systemAdmin.systemAdmins, label: "layout.nav.systemAdmins", icon: ShieldCheck },
      { to: paths.systemAdmin.eventAdmins, label: "layout.nav.eventAdmins", icon: Users },
      { to: paths.systemAdmin.events, label: "layout.nav.eventManagement", icon: CalendarDays },
      { to: paths.systemAdmin.activity, label: "layout.nav.activity", icon: History },
      { to: paths.systemAdmin.privacy, label: "layout.nav.privacy", icon: UserShield },
      { to: paths.systemAdmin.webhooks, label: "layout.nav.webhooks", icon: Webhook },
    ],
    accountLinks: getAccountLinks(paths.systemAdmin),
  },
  event_admin: {
    portalTitle: "layout.portal.eventAdminTitle",
    panelTitle: "layout.portal.eventAdminPanel",
    links: [
      { to: paths.eventAdmin.dashboard, label: "layout.nav.dashboard", icon: LayoutDashboard },
      { to: paths.eventAdmin.events, label: "layout.nav.events", icon: CalendarDays },
      { to: paths.eventAdmin.sessions, label: "layout.nav.sessions", icon: ListChecks },
      { to: paths.eventAdmin.participants, label: "layout.nav.participants", icon: Users },
    ],
    accountLinks: getAccountLinks(paths.eventAdmin),
  },
};

/**
 * The signed-in layout of one portal, around whichever of its pages the route chose; the pages
 * read which portal they are in from here (usePortal).
 */
export function PortalArea({ portal }: { portal: Portal }) {
  const auth = useAuth();
  const signOut = useSignOutToLogin();
  const { t } = useTexts();
  const layout = portalLayouts[portal];
  const translateLinks = (links: readonly LinkWithKey[]): NavigationLink[] =>
    links.map((link) => ({ ...link, label: t(link.label) }));
  // Only signed-in pages fetch through the query cache, so it loads with them and not with the
  // sign-in screens. It lives as long as this area: signing out leaves the area, so nothing
  // fetched for one user is shown to the next one on this browser. The first visit's cache may
  // already hold the page's data, asked for at start.
  const queryClient = useVisitQueryClient();

  return (
    <QueryClientProvider client={queryClient}>
      <PortalProvider portal={portal}>
        <AdminLayout
          portalTitle={t(layout.portalTitle)}
          panelTitle={t(layout.panelTitle)}
          links={translateLinks(layout.links)}
          accountLinks={translateLinks(layout.accountLinks)}
          user={auth.user}
          onLogout={signOut}
          onChooseLanguage={(language) => void auth.chooseLanguage(language)}
        >
          {/* Lazy pages load inside the layout, so the sidebar and top bar stay in place. */}
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </AdminLayout>
      </PortalProvider>
    </QueryClientProvider>
  );
}

export default PortalArea;
