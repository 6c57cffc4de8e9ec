/**
 * The event statuses as the specification names them, in its order, written out here rather
 * than read from the contract, so the screens' tests check the contract's labels too.
 */
export const SPEC_EVENT_STATUS_LABELS = [
  "Scheduled",
  "Active",
  "Upcoming",
  "In Progress",
  "Completed",
  "Cancelled",
] as const;
