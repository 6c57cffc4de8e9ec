import type { UserType } from "@events/contract";
import {
  eventAdminStatusLabels,
  systemAdminStatusLabels,
  type UserStatusLabels,
} from "@/lib/user-status";
import { eventAdminTexts, systemAdminTexts, type UserManagementTexts } from "./messages";

export type UserManagementConfig = {
  userType: UserType;
  texts: UserManagementTexts;
  status: UserStatusLabels;
  /** Event admins get their own Profile column; system admins show the avatar beside the name. */
  hasProfileColumn: boolean;
  /** The order the form asks for the fields, as each screen of the specification does. */
  fieldOrder: readonly ("password" | "phone")[];
};

export const systemAdminsConfig: UserManagementConfig = {
  userType: "system_admin",
  texts: systemAdminTexts,
  status: systemAdminStatusLabels,
  hasProfileColumn: false,
  fieldOrder: ["password", "phone"],
};

export const eventAdminsConfig: UserManagementConfig = {
  userType: "event_admin",
  texts: eventAdminTexts,
  status: eventAdminStatusLabels,
  hasProfileColumn: true,
  fieldOrder: ["phone", "password"],
};
