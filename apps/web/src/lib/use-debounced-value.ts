import { useEffect, useState } from "react";

/** The value once it has stayed the same for `delayMs`: a search asks the server once per pause. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debouncedValue, setDebouncedValue] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebouncedValue(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debouncedValue;
}

/**
 * A search box's text as a list asks the server for it: trimmed, sent once typing pauses for
 * `delayMs`, but at once when the box is emptied, so clearing the search shows everything.
 */
export function useDebouncedSearch(text: string, delayMs: number): string {
  const search = text.trim();
  const debouncedSearch = useDebouncedValue(search, delayMs);
  return search === "" ? "" : debouncedSearch;
}
