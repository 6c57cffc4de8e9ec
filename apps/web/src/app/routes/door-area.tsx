import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, Suspense, useState } from "react";
import { Outlet } from "react-router";
import { DoorLayout } from "@/components/layout/door-layout";
import { LoadingState } from "@/components/ui/loading-state";
import { getDashboardPath } from "@/features/auth/utils/get-home-path";
import { doorTextKeys } from "@/features/door-staff/texts/door-text-keys";
import { useAuth } from "@/hooks/use-auth";
import { useSignOutToLogin } from "@/hooks/use-sign-out-to-login";
import { useTexts } from "@/i18n/use-texts";
import { paths } from "@/paths";
import { createQueryClient } from "../query-client";

/**
 * The signed-in frame of the door's pages (/door): door staff's whole app, and the door for an
 * admin. It holds its own query cache, as a portal does, so nothing fetched there outlives it.
 * Given children, it shows them instead of the route's page (the not-found page for door staff).
 */
export function DoorArea({ children }: { children?: ReactNode }) {
  const auth = useAuth();
  const { t } = useTexts();
  const signOut = useSignOutToLogin();
  const [queryClient] = useState(createQueryClient);
  const type = auth.user?.type;
  const portalLink =
    type === undefined || type === "door_staff"
      ? undefined
      : { to: getDashboardPath(type), label: t(doorTextKeys.adminPortal) };

  return (
    <QueryClientProvider client={queryClient}>
      <DoorLayout
        title={t(doorTextKeys.areaTitle)}
        homePath={paths.door.root}
        user={auth.user}
        signOutLabel={t(doorTextKeys.signOut)}
        signingOutLabel={t(doorTextKeys.signingOut)}
        portalLink={portalLink}
        passkeysLink={{ to: paths.door.passkeys, label: t("layout.nav.passkeys") }}
        onLogout={signOut}
      >
        <Suspense fallback={<LoadingState />}>{children ?? <Outlet />}</Suspense>
      </DoorLayout>
    </QueryClientProvider>
  );
}

export default DoorArea;
