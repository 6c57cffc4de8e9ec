import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildEventsSummary } from "@/testing/dashboard-charts";
import { expectLinks } from "@/testing/expect-links";
import { buildNumberedEvent, buildNumberedUser } from "@/testing/factories";
import { showTextsIn } from "@/testing/languages";
import { buildRecentEventsPage } from "@/testing/recent-events";
import { createTestQueryClient, renderWithQueryClient } from "@/testing/render-with-cache";
import { getDashboardQueries } from "../api/get-dashboard-data";
import { SystemAdminDashboardRoute } from "./system-admin-dashboard";

const [summaryQuery, recentEventsQuery, usersQuery] = getDashboardQueries();

describe("SystemAdminDashboardRoute in German", () => {
  it("words its counts, lists and statuses in German, grouping a large count the German way", async () => {
    await showTextsIn("de");
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(summaryQuery.queryKey, buildEventsSummary({}, { events: 12000 }));
    queryClient.setQueryData(
      recentEventsQuery.queryKey,
      buildRecentEventsPage(
        [
          buildNumberedEvent({
            id: 1,
            event_name: "Spring Gala",
            event_status: "CANCELLED",
            venue: null,
          }),
        ],
        12000,
      ),
    );
    queryClient.setQueryData(usersQuery.queryKey, [
      buildNumberedUser({ id: 1, type: "event_admin", name: "Ada Admin" }),
    ]);
    renderWithQueryClient(<SystemAdminDashboardRoute />, queryClient);

    expect(
      screen.getByRole("heading", { level: 1, name: "Systemadmin-Dashboard" }),
    ).toBeInTheDocument();
    expectLinks({
      "Veranstaltungen gesamt 12.000": "/system-admin/events",
      "Veranstaltungsadmins 1": "/system-admin/event-admins",
      "Systemadmins 0": "/system-admin/system-admins",
      "Neue Veranstaltung hinzufügen": "/system-admin/events",
      "Neuen Veranstaltungsadmin hinzufügen": "/system-admin/event-admins",
    });
    expect(screen.getByRole("heading", { name: "Neueste Veranstaltungen" })).toBeInTheDocument();
    expect(screen.getByText("Spring Gala")).toBeInTheDocument();
    expect(screen.getByText("Kein Ort angegeben")).toBeInTheDocument();
    expect(screen.getByText("Abgesagt")).toBeInTheDocument();
    expect(screen.getByText("Ada Admin")).toBeInTheDocument();
  });
});
