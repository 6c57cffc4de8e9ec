/** The selection of '?ids=a,b,c'; none when the address names no participants. */
export function readParticipantIds(searchParams: URLSearchParams): string[] {
  return (searchParams.get("ids") ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);
}
