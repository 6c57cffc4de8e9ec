import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildAgendaSession } from "@/testing/factories";
import { showTextsIn } from "@/testing/languages";
import { SessionAgenda } from "./session-agenda";

const keynote = buildAgendaSession(
  1,
  "2025-03-05T09:00:00",
  "2025-03-05T10:00:00",
  "Hall A",
  "Keynote",
);
const workshop = buildAgendaSession(
  2,
  "2025-03-05T09:30:00",
  "2025-03-05T11:00:00",
  "Hall A",
  "Workshop",
);
const lunch = buildAgendaSession(3, "2025-03-05T12:00:00", "2025-03-05T13:00:00", null, "Lunch");

describe("SessionAgenda in Arabic", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lays the lanes out from the right, words the day and the venueless room in Arabic", async () => {
    vi.stubGlobal(
      "matchMedia",
      vi.fn((query: string) => ({
        matches: false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
    await showTextsIn("ar");
    render(
      <SessionAgenda
        sessions={[keynote, workshop, lunch]}
        day={null}
        onDayChange={() => {}}
        onOpenSession={() => {}}
        timeZone="Africa/Cairo"
      />,
    );

    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    const day = new Intl.DateTimeFormat("ar", {
      weekday: "long",
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date("2025-03-05T00:00:00Z"));
    expect(screen.getByRole("heading", { name: day })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "الأيام" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "اليوم السابق" })).toBeDisabled();
    expect(screen.getByText("الأوقات بتوقيت Africa/Cairo")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "بلا مكان" })).toBeInTheDocument();

    const hall = within(screen.getByRole("region", { name: "Hall A" }));
    const [first, second] = hall.getAllByRole("listitem");
    expect(first).toHaveStyle({ right: "0%", width: "50%" });
    expect(second).toHaveStyle({ right: "50%", width: "50%" });
  });
});
