import type { Portal } from "@/lib/portal";
import { paths } from "@/paths";

export type EventsPortalConfig = {
  /** Where a card leads. */
  getDetailsPath: (eventId: string) => string;
  /** Only system admins may delete every event at once. */
  canDeleteAll: boolean;
};

export const eventsPortalConfigs: Record<Portal, EventsPortalConfig> = {
  system_admin: { getDetailsPath: paths.systemAdmin.eventDetails, canDeleteAll: true },
  event_admin: { getDetailsPath: paths.eventAdmin.eventDetails, canDeleteAll: false },
};
