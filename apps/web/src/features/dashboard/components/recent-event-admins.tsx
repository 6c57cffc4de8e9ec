import type { User } from "@events/contract";
import { DashboardSection } from "@/components/dashboard/dashboard-section";
import { UserAvatar } from "@/components/layout/user-avatar";
import { Badge } from "@/components/ui/badge";
import { eventAdminStatusLabels, getUserStatus } from "@/features/users/utils/user-status";
import { getDisplayName } from "@/lib/user-display";
import { paths } from "@/paths";

export const NO_RECENT_EVENT_ADMINS = "No recent event admins found.";

export function RecentEventAdmins({ eventAdmins }: { eventAdmins: readonly User[] }) {
  return (
    <DashboardSection
      title="Recent Event Admins"
      addLabel="Add New Event Admin"
      addTo={paths.systemAdmin.eventAdmins}
      emptyText={NO_RECENT_EVENT_ADMINS}
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
              alt={`Profile image of ${name}`}
            />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900">{name}</p>
              <p className="truncate text-sm text-slate-600">{admin.email}</p>
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
