import type { User } from "@events/contract";
import { DashboardSection } from "@/components/dashboard/dashboard-section";
import { UserAvatar } from "@/components/layout/user-avatar";
import { Badge } from "@/components/ui/badge";
import { EmailText } from "@/components/ui/email-text";
import { useTexts } from "@/i18n/use-texts";
import { getDisplayName } from "@/lib/user-display";
import { eventAdminStatusLabels, getUserStatus } from "@/lib/user-status";
import { paths } from "@/paths";
import { dashboardTexts } from "../messages";

export function RecentEventAdmins({ eventAdmins }: { eventAdmins: readonly User[] }) {
  const { t } = useTexts();
  return (
    <DashboardSection
      title={dashboardTexts.recentEventAdmins}
      addLabel={dashboardTexts.addEventAdmin}
      addTo={paths.systemAdmin.eventAdmins}
      emptyText={dashboardTexts.noRecentEventAdmins}
      isEmpty={eventAdmins.length === 0}
    >
      {eventAdmins.map((admin) => {
        const status = getUserStatus(admin.isVerified, eventAdminStatusLabels);
        const name = getDisplayName(admin.name);
        return (
          <li key={admin.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
            <UserAvatar
              name={admin.name}
              imagePath={admin.profile_image}
              alt={t("dashboard.system.profileImageOf", { name })}
            />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900">{name}</p>
              <p className="text-sm text-slate-600">
                <EmailText email={admin.email} />
              </p>
            </div>
            <div className="shrink-0">
              <Badge tone={status.tone}>{status.label}</Badge>
            </div>
          </li>
        );
      })}
    </DashboardSection>
  );
}
