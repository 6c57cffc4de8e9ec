import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { getAllEventsQueryOptions } from "@/api/events/get-all-events";
import { getUsersQueryOptions } from "@/api/users/get-users";
import { buildEvent, buildEventStatusList } from "@/testing/factories";
import { inPortal } from "@/testing/in-portal";
import { showTextsIn } from "@/testing/languages";
import { renderWithCache } from "@/testing/render-with-cache";
import { getEventStatusesQueryOptions } from "../api/get-event-statuses";
import { EventsScreen } from "./events-screen";

const gala = buildEvent({
  id: "00000000-0000-4000-8000-000000000001",
  event_name: "Spring Gala",
  venue: null,
  event_status: "SCHEDULED",
  contact_person_name: null,
});

describe("EventsScreen in Arabic", () => {
  it("reads right to left in Arabic, the statuses worded and the event's own name kept", async () => {
    await showTextsIn("ar");
    renderWithCache(inPortal("system_admin", <EventsScreen />), (client) => {
      client.setQueryData(getAllEventsQueryOptions().queryKey, { events: [gala] });
      client.setQueryData(getEventStatusesQueryOptions().queryKey, buildEventStatusList());
      client.setQueryData(getUsersQueryOptions().queryKey, []);
    });

    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(screen.getByRole("heading", { level: 1, name: "الفعاليات" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "إنشاء فعالية" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "حذف جميع الفعاليات" })).toBeInTheDocument();
    const status = screen.getByRole("combobox", { name: "الحالة" });
    expect(within(status).getByRole("option", { name: "جميع الفعاليات" })).toBeInTheDocument();
    expect(within(status).getByRole("option", { name: "جارية" })).toBeInTheDocument();

    const card = screen.getByRole("link", { name: "Spring Gala" }).closest("article");
    expect(card).not.toBeNull();
    const details = within(card as HTMLElement);
    expect(details.getByText("مجدولة")).toBeInTheDocument();
    expect(details.getByText("لم يُحدَّد المكان")).toBeInTheDocument();
    expect(details.getByText("لم تُحدَّد جهة اتصال")).toBeInTheDocument();
  });
});
