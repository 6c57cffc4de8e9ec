import { describe, expect, it } from "vitest";
import { formatFileSize } from "./format-file-size";

describe("formatFileSize", () => {
  it("shows bytes below 1024 with 2 decimals", () => {
    expect(formatFileSize(0)).toBe("0.00 Bytes");
    expect(formatFileSize(512)).toBe("512.00 Bytes");
    expect(formatFileSize(1023)).toBe("1023.00 Bytes");
  });

  it("moves to KB at 1024 bytes", () => {
    expect(formatFileSize(1024)).toBe("1.00 KB");
    expect(formatFileSize(1536)).toBe("1.50 KB");
  });

  it("shows MB and GB", () => {
    expect(formatFileSize(2 * 1024 * 1024)).toBe("2.00 MB");
    expect(formatFileSize(1024 ** 3)).toBe("1.00 GB");
    expect(formatFileSize(1024 ** 3 - 1)).toBe("1.00 GB");
    expect(formatFileSize(1024 ** 2 - 1)).toBe("1.00 MB");
  });

  it("keeps sizes beyond a terabyte in GB", () => {
    expect(formatFileSize(2 * 1024 ** 4)).toBe("2048.00 GB");
  });

  it("treats a negative or unreadable size as zero", () => {
    expect(formatFileSize(-5)).toBe("0.00 Bytes");
    expect(formatFileSize(Number.NaN)).toBe("0.00 Bytes");
  });
});
