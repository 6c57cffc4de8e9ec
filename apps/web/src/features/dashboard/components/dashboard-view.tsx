import { CalendarDays, ShieldCheck, Users } from "lucide-react";
import { CountCardRow } from "@/components/dashboard/count-card";
import { RecentEvents } from "@/components/dashboard/recent-events";
import { LoadError } from "@/components/ui/load-error";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { useTexts } from "@/i18n/use-texts";
import { paths } from "@/paths";
import type { DashboardData } from "../api/get-dashboard-data";
import { dashboardTexts } from "../messages";
import { RecentEventAdmins } from "./recent-event-admins";

/** The dashboard for given data: a spinner, the error, or the counts and recent lists. */
export function DashboardView({ data, onRetry }: { data: DashboardData; onRetry: () => void }) {
  const { t } = useTexts();
  return (
    <section>
      <PageHeader title={dashboardTexts.title} />
      {data.status === "pending" ? <LoadingState /> : null}
      {data.status === "error" ? (
        <LoadError onRetry={onRetry}>
          <p>{t("dashboard.error", { message: data.message })}</p>
        </LoadError>
      ) : null}
      {data.status === "success" ? (
        <div className="flex flex-col gap-6">
          <CountCardRow
            cards={[
              {
                label: dashboardTexts.totalEvents,
                count: data.summary.totalEvents,
                to: paths.systemAdmin.events,
                icon: CalendarDays,
              },
              {
                label: dashboardTexts.eventAdmins,
                count: data.summary.eventAdminCount,
                to: paths.systemAdmin.eventAdmins,
                icon: Users,
              },
              {
                label: dashboardTexts.systemAdmins,
                count: data.summary.systemAdminCount,
                to: paths.systemAdmin.systemAdmins,
                icon: ShieldCheck,
              },
            ]}
          />
          <div className="grid gap-6 lg:grid-cols-2">
            <RecentEvents events={data.summary.recentEvents} addTo={paths.systemAdmin.events} />
            <RecentEventAdmins eventAdmins={data.summary.recentEventAdmins} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
