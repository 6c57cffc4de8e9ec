import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EVENT_ID } from "@/testing/factories";
import { createTestQueryClient, renderWithQueryClient } from "@/testing/render-with-cache";
import { stubJsonServer } from "@/testing/stub-json-server";
import { CheckInCount } from "./check-in-count";

const countPath = `GET /api/participants/check-in-count/${EVENT_ID}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("CheckInCount", () => {
  it("counts per door, most first, and says which devices have not sent everything", async () => {
    stubJsonServer({
      [countPath]: {
        body: {
          checked_in: 7,
          total: 12,
          by_door: [
            { door: "North entrance", checked_in: 4 },
            { door: null, checked_in: 3 },
          ],
          devices_with_unsent: 2,
          devices_offline: 1,
        },
      },
    });
    renderWithQueryClient(<CheckInCount eventId={EVENT_ID} />, createTestQueryClient());

    expect(await screen.findByText("Checked in 7 of 12")).toHaveAttribute("aria-live", "polite");
    const doors = screen.getByRole("list", { name: "By door" });
    expect(doors).toHaveTextContent("North entrance: 4");
    expect(doors).toHaveTextContent("Without a door: 3");
    expect(screen.getByTestId("check-in-devices")).toHaveTextContent(
      "2 devices have unsent scans · 1 device offline",
    );
  });

  it("shows the device's own count while offline, and no device line when all is sent", async () => {
    stubJsonServer({
      [countPath]: {
        body: { checked_in: 0, total: 2, by_door: [], devices_with_unsent: 0, devices_offline: 0 },
      },
    });
    const { unmount } = renderWithQueryClient(
      <CheckInCount eventId={EVENT_ID} />,
      createTestQueryClient(),
    );
    expect(await screen.findByText("Checked in 0 of 2")).toBeInTheDocument();
    expect(screen.queryByTestId("check-in-devices")).toBeNull();
    expect(screen.queryByRole("list", { name: "By door" })).toBeNull();

    unmount();

    renderWithQueryClient(
      <CheckInCount eventId={EVENT_ID} localCount={{ checkedIn: 1, total: 2 }} />,
      createTestQueryClient(),
    );
    expect(screen.getByTestId("check-in-count")).toHaveTextContent(
      "Checked in 1 of 2 (this device's copy)",
    );
  });
});
