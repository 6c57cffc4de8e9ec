import { describe, expect, it } from "vitest";
import { frameBlock } from "./framed-block.js";

describe("frameBlock", () => {
  it("draws every line inside one box of equal width, starting on a new line", () => {
    const block = frameBlock("E-mail", ["Subject: Hello", "", "A longer line of the body"]);
    const [first, ...rows] = block.split("\n");
    expect(first).toBe("");
    expect(rows[0]).toMatch(/^┌─ E-mail ─+┐$/);
    expect(rows.at(-1)).toMatch(/^└─+┘$/);
    expect(new Set(rows.map((row) => row.length)).size).toBe(1);
    expect(rows).toContain("│ A longer line of the body │");
  });

  it("grows to fit a long title", () => {
    const block = frameBlock("A title longer than the body", ["short"]);
    const rows = block.split("\n").slice(1);
    expect(new Set(rows.map((row) => row.length)).size).toBe(1);
  });
});
