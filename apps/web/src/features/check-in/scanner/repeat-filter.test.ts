import { describe, expect, it } from "vitest";
import { createRepeatFilter, REPEAT_WINDOW_MS } from "./repeat-filter";

function filterAt() {
  let time = 0;
  const filter = createRepeatFilter(() => time);
  return { filter, at: (ms: number) => (time = ms) };
}

describe("createRepeatFilter", () => {
  it("posts a code once while it is seen again within the window", () => {
    const { filter, at } = filterAt();
    expect(filter.shouldPost("a")).toBe(true);
    at(REPEAT_WINDOW_MS - 1);
    expect(filter.shouldPost("a")).toBe(false);
    // Each sighting extends the window: a ticket held up does not post every three seconds.
    at(2 * REPEAT_WINDOW_MS - 2);
    expect(filter.shouldPost("a")).toBe(false);
    at(3 * REPEAT_WINDOW_MS);
    expect(filter.shouldPost("a")).toBe(true);
  });

  it("posts another code at once", () => {
    const { filter } = filterAt();
    expect(filter.shouldPost("a")).toBe(true);
    expect(filter.shouldPost("b")).toBe(true);
    expect(filter.shouldPost("a")).toBe(true);
  });

  it("counts the window from when scanning resumes", () => {
    const { filter, at } = filterAt();
    filter.shouldPost("a");
    at(REPEAT_WINDOW_MS + 500);
    filter.restartWindow();
    at(REPEAT_WINDOW_MS + 1000);
    expect(filter.shouldPost("a")).toBe(false);
  });
});
