import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeTimersInEachTest } from "@/testing/fake-timers";
import { RESULT_SHOWN_MS, ScanResultOverlay } from "./scan-result-overlay";

describe("ScanResultOverlay", () => {
  fakeTimersInEachTest();

  it("takes focus, so Enter dismisses it", () => {
    const onDismiss = vi.fn();
    render(
      <ScanResultOverlay
        outcome={{ tone: "success", name: "Ada Lovelace", title: "Checked in" }}
        onDismiss={onDismiss}
      />,
    );
    const answer = screen.getByRole("button", { name: /Ada Lovelace\s*Checked in/ });
    expect(answer).toHaveFocus();
    fireEvent.click(answer);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it("goes away on Escape or after three seconds", () => {
    const onDismiss = vi.fn();
    render(
      <ScanResultOverlay
        outcome={{ tone: "error", title: "Unknown ticket" }}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getByRole("alert")).toHaveAttribute("data-tone", "error");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onDismiss).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(RESULT_SHOWN_MS - 1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });
});
