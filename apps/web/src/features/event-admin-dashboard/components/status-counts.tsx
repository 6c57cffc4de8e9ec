import { formatCount } from "@/components/charts/chart-format";
import { eventStatusText } from "@/components/events/event-status-text";
import { useTexts } from "@/i18n/use-texts";
import { dashboardStatusTone } from "@/lib/event-status";
import type { StatusTone } from "@/lib/status-tone";
import { eventAdminDashboardMessages } from "../messages";
import type { StatusCount } from "../utils/pick-status-counts";

// The same colours as the dashboards' status badges, as a light card.
const toneClasses: Record<StatusTone, string> = {
  green: "border-green-200 bg-green-50 text-green-800",
  blue: "border-blue-200 bg-blue-50 text-blue-800",
  red: "border-red-200 bg-red-50 text-red-800",
  yellow: "border-yellow-200 bg-yellow-50 text-yellow-800",
  gray: "border-slate-200 bg-slate-50 text-slate-700",
};

/** One small card per status; each reads as 'Upcoming 2'. */
export function StatusCounts({ counts }: { counts: readonly StatusCount[] }) {
  useTexts();
  return (
    <ul
      aria-label={eventAdminDashboardMessages.eventsByStatus}
      className="grid grid-cols-2 gap-3 lg:grid-cols-4"
    >
      {counts.map(({ status, count }) => {
        const tone = dashboardStatusTone(status);
        return (
          <li
            key={status}
            data-tone={tone}
            className={`flex items-center justify-between gap-3 rounded-lg border px-4 py-3 ${toneClasses[tone]}`}
          >
            <span className="min-w-0 truncate text-sm font-medium">{eventStatusText(status)}</span>{" "}
            <span className="text-2xl font-semibold">{formatCount(count)}</span>
          </li>
        );
      })}
    </ul>
  );
}
