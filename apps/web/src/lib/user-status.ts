import type { StatusTone } from "./status-tone";

/** The words a screen uses for a verified and an unverified user. */
export type UserStatusLabels = { verified: string; unverified: string };

export const systemAdminStatusLabels: UserStatusLabels = {
  verified: "Verified",
  unverified: "Unverified",
};

export const eventAdminStatusLabels: UserStatusLabels = {
  verified: "Verified",
  unverified: "Pending",
};

export function getUserStatus(
  isVerified: boolean,
  labels: UserStatusLabels,
): { label: string; tone: StatusTone } {
  return isVerified
    ? { label: labels.verified, tone: "green" }
    : { label: labels.unverified, tone: "yellow" };
}
