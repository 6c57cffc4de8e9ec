import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeTimersInEachTest } from "@/testing/fake-timers";
import { useCountdown } from "./use-countdown";

describe("useCountdown", () => {
  fakeTimersInEachTest();

  it("counts down once a second and stops at zero", () => {
    const { result } = renderHook(() => useCountdown(90));
    expect(result.current.secondsLeft).toBe(90);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.secondsLeft).toBe(85);
    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    expect(result.current.secondsLeft).toBe(0);
  });

  it("starts again from the full duration on restart", () => {
    const { result } = renderHook(() => useCountdown(90));
    act(() => {
      vi.advanceTimersByTime(91_000);
    });
    expect(result.current.secondsLeft).toBe(0);
    act(() => {
      result.current.restart();
    });
    expect(result.current.secondsLeft).toBe(90);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.secondsLeft).toBe(89);
  });
});
