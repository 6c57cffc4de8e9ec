// What a list's cursor is and how it is read, apart from the lists' schemas (lists.ts): the
// activity log reads a cursor from its address on its first load, and zod should not have to
// come with it.

/** PostgreSQL's text of a timestamp, with or without its zone. */
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2}){0,2})?$/;
const CURSOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CURSOR_SORT = /^-?[a-z_]{1,40}$/;
/** base64url; long enough for a 200-character name in any script with its sort and id. */
export const CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,2000}$/;

/**
 * Where a row stands in a list read in order: the sort that orders the list (a sort
 * parameter's value, '-' first for descending), the row's value of the sorted column as
 * PostgreSQL writes it, and its id, which breaks ties.
 */
export interface RowPlace {
  sort: string;
  value: string;
  id: string;
}

/** What a sort's values are: times (checked as PostgreSQL writes them) or any text. */
export type CursorValueKind = "time" | "text";

/** A list's order as its cursors name it: the sort, and the kind of its column's values. */
export interface CursorOrder {
  sort: string;
  valueKind: CursorValueKind;
}

/**
 * A row's place as a cursor: opaque to the caller, base64url of the UTF-8 of the sort, the id
 * and the value (last, so a '|' in a name needs no escape).
 */
export function encodeCursor(place: RowPlace): string {
  const bytes = new TextEncoder().encode(`${place.sort}|${place.id}|${place.value}`);
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** The place a cursor names; undefined for a string no page gave. */
export function decodeCursor(cursor: string): RowPlace | undefined {
  if (!CURSOR_PATTERN.test(cursor)) return undefined;
  let text: string;
  try {
    const binary = atob(cursor.replaceAll("-", "+").replaceAll("_", "/"));
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  const [sort = "", id = ""] = text.split("|", 2);
  const value = text.slice(sort.length + id.length + 2);
  return CURSOR_SORT.test(sort) && CURSOR_ID.test(id) && text.length > sort.length + id.length + 1
    ? { sort, value, id }
    : undefined;
}

/** Whether a cursor names a place in this order: given by a page read in it, of its kind. */
export function isCursorOf(cursor: string, order: CursorOrder): boolean {
  const place = decodeCursor(cursor);
  return (
    place !== undefined &&
    place.sort === order.sort &&
    (order.valueKind === "text" || CURSOR_TIME.test(place.value))
  );
}
