import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getEventsSummaryQueryOptions } from "@/api/events/get-events-summary";
import {
  buildDashboardCharts,
  buildEventCounts,
  buildEventsSummary,
} from "@/testing/dashboard-charts";
import { renderWithCache } from "@/testing/render-with-cache";
import { stubFetchAnswers } from "@/testing/stub-fetch";
import { DashboardCharts, ParticipantsPerWeekChart } from "./dashboard-charts";

/** What a browser's IntersectionObserver would tell: here, only when the test says so. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    scrollNear: () =>
      act(() => {
        for (const callback of callbacks) {
          callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
        }
      }),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("DashboardCharts", () => {
  it("asks for the charts' data and draws them only once their section nears the screen", async () => {
    const { scrollNear } = stubIntersectionObserver();
    const { getFetchedUrls } = stubFetchAnswers({
      "/api/dashboard/charts": buildDashboardCharts({
        participants_per_event: buildEventCounts({ "Spring Gala": 12 }),
      }),
    });
    renderWithCache(<DashboardCharts OverTimeChart={ParticipantsPerWeekChart} />, (queryClient) =>
      queryClient.setQueryData(
        getEventsSummaryQueryOptions().queryKey,
        buildEventsSummary({ ACTIVE: 1 }),
      ),
    );

    for (const title of [
      "Events per status",
      "Participants per event",
      "Participants added per week",
    ]) {
      const figure = screen.getByRole("figure", { name: title });
      expect(within(figure).getByRole("status")).toHaveTextContent("Loading chart...");
    }
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(getFetchedUrls()).toEqual([]);

    scrollNear();
    expect(
      await screen.findByRole("img", { name: "Participants per event: Spring Gala 12" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("img", { name: /^Events per status: Scheduled 0, Active 1/ }),
    ).toBeInTheDocument();
    expect(getFetchedUrls()).toEqual(["/api/dashboard/charts"]);
  });
});
