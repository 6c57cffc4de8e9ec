import { AUDIT_LOG_ORDER, encodeCursor } from "@events/contract";
import { describe, expect, it } from "vitest";
import {
  readActivityCursor,
  readActivityFilters,
  readActivityPage,
  toActivitySearchParams,
  toAuditLogFilters,
} from "./activity-filters";

const EVENT = "6f1c2a5e-2b1d-4c3e-8f4a-0a1b2c3d4e01";
const CURSOR = encodeCursor({
  sort: AUDIT_LOG_ORDER.sort,
  value: "2025-03-05 15:30:00+00",
  id: EVENT,
});

describe("the filters in the address", () => {
  it("reads each filter the address names, and leaves out what no filter takes", () => {
    const params = new URLSearchParams({
      event_id: EVENT,
      actor_id: "not-an-id",
      entity_type: "session",
      action: "explode",
      from: "2025-03-01",
      to: "2025-02-30",
      page: "3",
    });
    expect(readActivityFilters(params)).toEqual({
      event_id: EVENT,
      actor_id: undefined,
      entity_type: "session",
      action: undefined,
      from: "2025-03-01",
      to: undefined,
    });
    expect(readActivityPage(params)).toBe(3);
  });

  it("takes the first page for a page that is not a whole number from 1", () => {
    for (const page of ["0", "-2", "1.5", "two", ""]) {
      expect(readActivityPage(new URLSearchParams({ page }))).toBe(1);
    }
  });

  it("writes only the filters that are set, and the page after the first", () => {
    expect(toActivitySearchParams({ action: "update", event_id: EVENT }).toString()).toBe(
      `event_id=${EVENT}&action=update`,
    );
    expect(toActivitySearchParams({ action: "update" }, 2).toString()).toBe("action=update&page=2");
  });

  it("reads the cursor that leads to the page, and none that no page could have given", () => {
    expect(readActivityCursor(new URLSearchParams({ page: "2", after: CURSOR }))).toEqual({
      direction: "after",
      cursor: CURSOR,
    });
    expect(readActivityCursor(new URLSearchParams({ before: CURSOR }))).toEqual({
      direction: "before",
      cursor: CURSOR,
    });
    const namingNoCursor: Record<string, string>[] = [
      { page: "2" },
      { after: "not-a-cursor" },
      { after: CURSOR, before: CURSOR },
    ];
    for (const params of namingNoCursor) {
      expect(readActivityCursor(new URLSearchParams(params))).toBeUndefined();
    }
  });

  it("writes the cursor after the page, and none for the first page", () => {
    const after = { direction: "after", cursor: CURSOR } as const;
    expect(toActivitySearchParams({ action: "update" }, 2, after).toString()).toBe(
      `action=update&page=2&after=${CURSOR}`,
    );
    expect(toActivitySearchParams({}, 1, { direction: "before", cursor: CURSOR }).toString()).toBe(
      "",
    );
  });
});

describe("toAuditLogFilters", () => {
  it("asks for whole days of the browser's calendar, from the first instant to the last", () => {
    const request = toAuditLogFilters({ action: "delete", from: "2025-03-01", to: "2025-03-02" });
    expect(request).toEqual({
      action: "delete",
      from: new Date(2025, 2, 1).toISOString(),
      to: new Date(new Date(2025, 2, 3).getTime() - 1).toISOString(),
    });
  });
});
