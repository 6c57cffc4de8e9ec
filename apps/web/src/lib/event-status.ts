import { EVENT_STATUS_LABELS, type EventStatus } from "@events/contract";
import type { StatusTone } from "./status-tone";

/** The status as cards and details word it: the contract's label, else the raw value. */
export function getEventStatusLabel(status: string): string {
  return EVENT_STATUS_LABELS[status as EventStatus] ?? status;
}

// The specification colours statuses differently on each screen; each rule lives here once.

/** System admin dashboard: ACTIVE green, UPCOMING blue, CANCELLED red, else yellow. */
export function dashboardStatusTone(status: EventStatus | string): StatusTone {
  if (status === "ACTIVE") return "green";
  if (status === "UPCOMING") return "blue";
  if (status === "CANCELLED") return "red";
  return "yellow";
}

/** Event cards of both portals: INPROGRESS green, COMPLETED blue, others yellow. */
export function cardStatusTone(status: EventStatus | string): StatusTone {
  if (status === "INPROGRESS") return "green";
  if (status === "COMPLETED") return "blue";
  return "yellow";
}

/** Event details: ACTIVE green, SCHEDULED blue, CANCELLED red, COMPLETED gray, other yellow. */
export function detailStatusTone(status: EventStatus | string): StatusTone {
  if (status === "ACTIVE") return "green";
  if (status === "SCHEDULED") return "blue";
  if (status === "CANCELLED") return "red";
  if (status === "COMPLETED") return "gray";
  return "yellow";
}
