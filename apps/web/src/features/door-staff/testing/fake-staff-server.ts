import type { DoorEvent, StaffDevice, StaffMember } from "@events/contract";
import { EVENT_ID, numberedId } from "@/testing/factories";

export const STAFF_URL = `/api/events/${EVENT_ID}/staff`;

/** A distinct, readable id for the n-th staff member or device. */
export function staffUserId(n: number): string {
  return numberedId("9", n);
}
export function deviceId(n: number): string {
  return numberedId("a", n);
}

export function buildDevice(n: number, overrides: Partial<StaffDevice> = {}): StaffDevice {
  return {
    id: deviceId(n),
    name: `Device ${n}`,
    door: null,
    paired_at: "2025-03-05T13:00:00.000Z",
    last_used_at: "2025-03-05T14:30:00.000Z",
    ...overrides,
  };
}

export function buildStaffMember(n: number, overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    user_id: staffUserId(n),
    name: `Staff ${n}`,
    email: `staff${n}@example.org`,
    password_chosen: false,
    added_at: "2025-03-01T09:00:00.000Z",
    devices: [],
    ...overrides,
  };
}

export function buildDoorEvent(n: number, overrides: Partial<DoorEvent> = {}): DoorEvent {
  return {
    id: numberedId("b", n),
    event_name: `Event ${n}`,
    event_datetime: "2025-03-05T18:00:00",
    end_datetime: null,
    time_zone: "Europe/Berlin",
    venue: null,
    ...overrides,
  };
}
