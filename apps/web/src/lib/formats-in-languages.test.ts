import { describe, expect, it } from "vitest";
import { showTextsIn } from "@/testing/languages";
import { formatEventDate, formatTime } from "./format-date";
import { formatDuration } from "./format-duration";
import { formatFileSize } from "./format-file-size";
import { formatMomentInZone } from "./format-moment";

// Outside English the forms are Intl's for the language (the figures below are Node's ICU).

describe("dates, durations and sizes in German", () => {
  it("follow the active language when none is given", async () => {
    await showTextsIn("de");
    expect(formatEventDate("2025-03-05T15:30:00")).toBe("5. März 2025, 15:30");
    expect(formatEventDate(null)).toBe("Datum nicht festgelegt");
    expect(formatTime({ hour: 9, minute: 5 })).toBe("9:05");
    expect(formatDuration("2025-03-05T09:00:00", "2025-03-05T11:45:00")).toBe("2h 45 Min.");
    expect(formatFileSize(1536)).toBe("1,50 kB");
    expect(formatFileSize(512)).toBe("512,00 Byte");
  });

  it("show a moment on the event's clock", () => {
    expect(formatMomentInZone("2025-03-05T14:30:00Z", "Europe/Berlin", "de")).toBe(
      "5. März 2025, 15:30",
    );
  });
});

describe("dates, durations and sizes in Spanish", () => {
  it("are Intl's Spanish forms", () => {
    expect(formatEventDate("2025-03-05T15:30:00", undefined, "es")).toBe("5 mar 2025, 15:30");
    expect(formatDuration("2025-03-05T09:00:00", "2025-03-05T11:45:00", "es")).toBe("2h 45min");
    expect(formatFileSize(1536, "es")).toBe("1,50 kB");
  });
});

describe("dates, durations and sizes in Arabic", () => {
  it("are Intl's Arabic forms", () => {
    expect(formatEventDate("2025-03-05T15:30:00", undefined, "ar")).toBe("5 مارس 2025، 3:30 م");
    expect(formatTime({ hour: 9, minute: 5 }, "ar")).toBe("9:05 ص");
    expect(formatFileSize(1536, "ar")).toBe("1.50 كيلوبايت");
  });
});

describe("English", () => {
  it("keeps the specification's forms whichever language is asked for elsewhere", async () => {
    await showTextsIn("de");
    expect(formatEventDate("2025-03-05T15:30:00", undefined, "en")).toBe(
      "5th of Mar 2025, 3:30 PM",
    );
    expect(formatDuration("2025-03-05T09:00:00", "2025-03-05T11:45:00", "en")).toBe("2h 45m");
    expect(formatFileSize(1536, "en")).toBe("1.50 KB");
  });
});
