import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeTimersInEachTest } from "@/testing/fake-timers";
import { StatusBanner, useBanner } from "./status-banner";

let controls: ReturnType<typeof useBanner> | undefined;

function Harness() {
  controls = useBanner();
  return <StatusBanner banner={controls.banner} onDismiss={controls.dismiss} />;
}

describe("useBanner", () => {
  fakeTimersInEachTest();

  it("shows a green success and clears it after 5 seconds", () => {
    render(<Harness />);
    act(() => controls?.showSuccess("Participants added successfully"));
    expect(screen.getByRole("status")).toHaveTextContent("Participants added successfully");
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole("status")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("shows a red failure as an alert, and a new banner restarts the 5 seconds", () => {
    render(<Harness />);
    act(() => controls?.showError("Failed to add participants"));
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to add participants");
    act(() => vi.advanceTimersByTime(3000));
    act(() => controls?.showError("Failed to delete participant"));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to delete participant");
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
