import type { EventStatus } from "@events/contract";

export type StatusTone = "green" | "blue" | "red" | "gray" | "yellow";

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
