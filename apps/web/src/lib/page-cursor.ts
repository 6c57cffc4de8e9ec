import type { CursorPageInfo } from "@events/contract";

/**
 * The way to a page past the first that the page before or after it gave: the server reads it
 * straight from its index, where a page number alone makes it count past every row before.
 */
export type PageCursor = { direction: "after" | "before"; cursor: string };

/**
 * The cursor a page on screen gives to the page one step from it. None to the first page, which
 * is read by its number as cheaply, and none for a jump of more than a step. While another page
 * loads, the one before stays on screen and its cursors lead elsewhere, so the step then goes by
 * number.
 */
export function cursorToward(
  data: CursorPageInfo & { page: number },
  page: number,
  nextPage: number,
): PageCursor | undefined {
  if (data.page !== page || nextPage <= 1 || Math.abs(nextPage - page) !== 1) return undefined;
  const [direction, cursor] =
    nextPage > page
      ? (["after", data.next_cursor] as const)
      : (["before", data.previous_cursor] as const);
  return cursor === null ? undefined : { direction, cursor };
}
