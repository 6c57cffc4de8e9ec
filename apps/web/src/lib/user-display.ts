/** 'system_admin' → 'System Admin'; 'No Role' when the type is absent. */
export function getRoleLabel(type: string | null | undefined): string {
  const words = (type ?? "").split("_").filter((word) => word !== "");
  if (words.length === 0) return "No Role";
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join(" ");
}

export function getDisplayName(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : "Unknown";
}

/** The first letter of the name, upper-cased; 'U' when there is no name. */
export function getAvatarInitial(name: string | null | undefined): string {
  const first = Array.from(name?.trim() ?? "")[0];
  return first ? first.toUpperCase() : "U";
}
