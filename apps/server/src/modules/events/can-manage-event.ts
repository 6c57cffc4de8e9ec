import type { EventAccess } from "../../db/event-access.js";
import type { UserRow } from "../../db/schema.js";

/** DESIGN §5: system admins reach every event and what belongs to it, event admins only theirs. */
export function canManageEvent(
  caller: { user: Pick<UserRow, "id" | "type"> },
  event: EventAccess | undefined,
): boolean {
  return (
    event !== undefined &&
    (caller.user.type === "system_admin" || event.event_admin_id === caller.user.id)
  );
}
