/** The event id as the specification shows it, wherever it is shown: its first 8 characters (doc 2 §9). */
export function getShortEventId(id: string): string {
  return id.slice(0, 8);
}
