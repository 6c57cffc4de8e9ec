import { describe, expect, it } from "vitest";
import { getAttachmentFileName } from "./attachment-file-name";

describe("getAttachmentFileName", () => {
  it.each([
    [`attachment; filename="a_b.csv"; filename*=UTF-8''a%C3%A9b.csv`, "aéb.csv"],
    ['attachment; filename="plain name.xlsx"', "plain name.xlsx"],
    ["attachment; filename=bare.csv", "bare.csv"],
    [`attachment; filename="fallback.csv"; filename*=UTF-8''%E0%A4%A`, "fallback.csv"],
    ["attachment", "export.csv"],
    [null, "export.csv"],
  ])("reads %s", (header, name) => {
    expect(getAttachmentFileName(header, "export.csv")).toBe(name);
  });
});
