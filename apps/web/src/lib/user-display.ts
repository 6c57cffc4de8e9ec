import { t } from "@/i18n/i18n";

/** The account types' names; a type not listed here is shown from its own words. */
const ROLE_TEXT = {
  system_admin: "layout.role.systemAdmin",
  event_admin: "layout.role.eventAdmin",
  door_staff: "layout.role.doorStaff",
} as const;

/** 'system_admin' → 'System Admin'; 'No Role' when the type is absent. */
export function getRoleLabel(type: string | null | undefined): string {
  if (type && type in ROLE_TEXT) return t(ROLE_TEXT[type as keyof typeof ROLE_TEXT]);
  const words = (type ?? "").split("_").filter((word) => word !== "");
  if (words.length === 0) return t("layout.role.none");
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join(" ");
}

export function getDisplayName(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : t("layout.user.unknownName");
}

/** The first letter of the name, upper-cased; 'U' when there is no name. */
export function getAvatarInitial(name: string | null | undefined): string {
  const first = Array.from(name?.trim() ?? "")[0];
  return first ? first.toUpperCase() : "U";
}
