import { describe, expect, it } from "vitest";
import { getEventStatusLabel } from "@/lib/event-status";
import { getPhoneHref, getSafeExternalUrl, getThemeColors } from "./event-display";

describe("getThemeColors", () => {
  it("labels the first three Primary, Secondary and Accent and numbers the rest", () => {
    expect(getThemeColors(["#111111", "#222222", "#333333", "#444444"])).toEqual([
      { label: "Primary", value: "#111111" },
      { label: "Secondary", value: "#222222" },
      { label: "Accent", value: "#333333" },
      { label: "Colour 4", value: "#444444" },
    ]);
  });

  it("uses the default colours when the event has none", () => {
    expect(getThemeColors([]).map((color) => color.value)).toEqual([
      "#3B82F6",
      "#8B5CF6",
      "#EC4899",
    ]);
    expect(getThemeColors(null)).toHaveLength(3);
  });

  it("fills only the missing or unreadable named colours with their defaults", () => {
    expect(getThemeColors(["#111111", "not a colour"]).map((color) => color.value)).toEqual([
      "#111111",
      "#8B5CF6",
      "#EC4899",
    ]);
  });
});

describe("getPhoneHref", () => {
  it("keeps only digits and '+'", () => {
    expect(getPhoneHref("+1 (555) 010-0200")).toBe("tel:+15550100200");
  });

  it("gives no link when nothing can be dialled", () => {
    expect(getPhoneHref("")).toBeUndefined();
    expect(getPhoneHref(null)).toBeUndefined();
    expect(getPhoneHref("ask at the desk")).toBeUndefined();
  });
});

describe("getSafeExternalUrl", () => {
  it("keeps http and https addresses", () => {
    expect(getSafeExternalUrl("https://x.com/gala")).toBe("https://x.com/gala");
  });

  it("refuses other schemes, text and blanks", () => {
    expect(getSafeExternalUrl("javascript:alert(1)")).toBeUndefined();
    expect(getSafeExternalUrl("x.com/gala")).toBeUndefined();
    expect(getSafeExternalUrl("  ")).toBeUndefined();
  });
});

describe("getEventStatusLabel", () => {
  it("words known statuses and keeps unknown ones raw", () => {
    expect(getEventStatusLabel("INPROGRESS")).toBe("In Progress");
    expect(getEventStatusLabel("POSTPONED")).toBe("POSTPONED");
  });
});
