import { describe, expect, it, vi } from "vitest";
import { shareEventLink } from "./share-event";

const target = { title: "Spring Gala", url: "https://app.example.org/event-admin/event-details/1" };

describe("shareEventLink", () => {
  it("uses the share sheet when there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareEventLink(target, { share, clipboard: { writeText } })).toBe("shared");
    expect(share).toHaveBeenCalledWith({ title: "Spring Gala", url: target.url });
    expect(writeText).not.toHaveBeenCalled();
  });

  it("treats closing the share sheet as no error and copies nothing", async () => {
    const share = vi.fn().mockRejectedValue(new DOMException("Share canceled", "AbortError"));
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareEventLink(target, { share, clipboard: { writeText } })).toBe("cancelled");
    expect(writeText).not.toHaveBeenCalled();
  });

  it("copies the link when the share sheet fails for another reason", async () => {
    const share = vi.fn().mockRejectedValue(new DOMException("Denied", "NotAllowedError"));
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareEventLink(target, { share, clipboard: { writeText } })).toBe("copied");
    expect(writeText).toHaveBeenCalledWith(target.url);
  });

  it("copies the link without a share sheet, and reports a failed copy", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareEventLink(target, { clipboard: { writeText } })).toBe("copied");
    const failingWriteText = vi.fn().mockRejectedValue(new Error("denied"));
    expect(await shareEventLink(target, { clipboard: { writeText: failingWriteText } })).toBe(
      "copy-failed",
    );
    expect(await shareEventLink(target, {})).toBe("copy-failed");
  });
});
