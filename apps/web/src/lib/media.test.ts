import { describe, expect, it } from "vitest";
import { resolveMediaUrl } from "./media";

const base = "https://events.example.org";

describe("resolveMediaUrl", () => {
  it("prefixes a relative path with the media base address", () => {
    expect(resolveMediaUrl("/media/profile/a.png", base)).toBe(
      "https://events.example.org/media/profile/a.png",
    );
    expect(resolveMediaUrl("media/a.png", `${base}/`)).toBe(
      "https://events.example.org/media/a.png",
    );
  });

  it("keeps absolute http(s) URLs", () => {
    expect(resolveMediaUrl("https://cdn.example.com/a.png", base)).toBe(
      "https://cdn.example.com/a.png",
    );
    expect(resolveMediaUrl("http://cdn.example.com/a.png", base)).toBe(
      "http://cdn.example.com/a.png",
    );
  });

  it("gives nothing for an empty value", () => {
    expect(resolveMediaUrl(null, base)).toBeUndefined();
    expect(resolveMediaUrl(undefined, base)).toBeUndefined();
    expect(resolveMediaUrl("  ", base)).toBeUndefined();
  });

  it("uses the page's own origin by default", () => {
    expect(resolveMediaUrl("/media/a.png")).toBe(`${window.location.origin}/media/a.png`);
  });
});
