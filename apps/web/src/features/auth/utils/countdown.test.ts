import { describe, expect, it } from "vitest";
import { formatCountdown, getResendLabel } from "./countdown";

describe("formatCountdown", () => {
  it("shows minutes and two-digit seconds", () => {
    expect(formatCountdown(90)).toBe("1:30");
    expect(formatCountdown(5)).toBe("0:05");
    expect(formatCountdown(60)).toBe("1:00");
    expect(formatCountdown(0)).toBe("0:00");
  });

  it("never goes below zero", () => {
    expect(formatCountdown(-3)).toBe("0:00");
  });
});

describe("getResendLabel", () => {
  it("counts down, then offers to resend", () => {
    expect(getResendLabel(90)).toBe("Resend code in 1:30");
    expect(getResendLabel(5)).toBe("Resend code in 0:05");
    expect(getResendLabel(0)).toBe("Resend Code");
  });
});
