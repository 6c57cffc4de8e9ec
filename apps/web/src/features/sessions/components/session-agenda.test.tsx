import type { ConflictSession, Session } from "@events/contract";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ComponentProps, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildAgendaSession } from "@/testing/factories";
import { SessionAgenda } from "./session-agenda";

const session = (id: number, name: string, start: string, end: string, venue: string | null) =>
  buildAgendaSession(id, start, end, venue, name);

const keynote = session(1, "Keynote", "2025-03-05T09:00:00", "2025-03-05T10:00:00", "Hall A");
const workshop = session(2, "Workshop", "2025-03-05T09:30:00", "2025-03-05T11:00:00", "hall a");
const lunch = session(3, "Lunch", "2025-03-05T12:00:00", "2025-03-05T13:00:00", null);
const dinner = session(4, "Dinner", "2025-03-06T19:00:00", "2025-03-06T21:00:00", "Atrium");
const sessions = [dinner, lunch, workshop, keynote];

/** The agenda as a sessions screen holds it: the chosen day lives in the screen. */
function Agenda(props: Omit<ComponentProps<typeof SessionAgenda>, "day" | "onDayChange">) {
  const [day, setDay] = useState<string | null>(null);
  return <SessionAgenda {...props} day={day} onDayChange={setDay} />;
}

function renderAgenda({
  clashes,
  onOpenSession = vi.fn(),
}: {
  clashes?: Map<string, ConflictSession[]>;
  onOpenSession?: (session: Session) => void;
} = {}) {
  const user = userEvent.setup();
  const view = render(
    <Agenda sessions={sessions} clashes={clashes} onOpenSession={onOpenSession} />,
  );
  return { user, onOpenSession, ...view };
}

/** The browser's width as the media query sees it: narrow or not. */
function setNarrowScreen(isNarrow: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: isNarrow,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

describe("SessionAgenda", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the first day with sessions, by venue, each placed by its start and length", () => {
    setNarrowScreen(false);
    renderAgenda();
    expect(screen.getByRole("heading", { name: "Wednesday, 5th of Mar 2025" })).toBeInTheDocument();
    const venues = screen
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(venues).toEqual(["Hall A", "No venue"]);

    const hallA = screen.getByRole("region", { name: "Hall A" });
    const blocks = within(hallA).getAllByRole("listitem");
    expect(blocks.map((block) => block.textContent)).toEqual([
      expect.stringContaining("Keynote9:00 AM - 10:00 AM"),
      expect.stringContaining("Workshop9:30 AM - 11:00 AM"),
    ]);
    // The axis starts at 9 AM, an hour is 5rem: the workshop starts half an hour down, lasts
    // an hour and a half, and sits in the second lane beside the keynote it overlaps.
    expect(blocks[1]).toHaveStyle({
      top: "2.5rem",
      minHeight: "7.5rem",
      left: "50%",
      width: "50%",
    });
    expect(blocks[0]).toHaveStyle({ top: "0rem", left: "0%" });
    const noVenue = screen.getByRole("region", { name: "No venue" });
    expect(within(noVenue).getByRole("listitem")).toHaveStyle({ top: "15rem", minHeight: "5rem" });
    expect(screen.queryByText("Dinner")).not.toBeInTheDocument();
  });

  it("switches days with the keyboard", async () => {
    setNarrowScreen(false);
    const { user } = renderAgenda();
    const previous = screen.getByRole("button", { name: "Previous day" });
    expect(previous).toBeDisabled();
    expect(screen.getByRole("button", { name: "Wed 5th Mar" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await user.tab();
    expect(screen.getByRole("button", { name: "Wed 5th Mar" })).toHaveFocus();
    await user.tab();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("heading", { name: "Thursday, 6th of Mar 2025" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Atrium" })).toHaveTextContent("Dinner");
    expect(screen.queryByText("Keynote")).not.toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole("button", { name: "Next day" })).toBeDisabled();
    await user.click(previous);
    expect(screen.getByRole("heading", { name: "Wednesday, 5th of Mar 2025" })).toBeInTheDocument();
  });

  it("opens a session from its block", async () => {
    setNarrowScreen(false);
    const { user, onOpenSession } = renderAgenda();
    await user.click(screen.getByRole("button", { name: /^Keynote/ }));
    expect(onOpenSession).toHaveBeenCalledWith(keynote);
  });

  it("marks the sessions that overlap, naming the others", () => {
    setNarrowScreen(false);
    const clashes = new Map([
      [keynote.id, [workshop]],
      [workshop.id, [keynote]],
    ]);
    renderAgenda({ clashes });
    const keynoteBlock = screen.getByRole("button", { name: /^Keynote/ });
    expect(keynoteBlock).toHaveTextContent("Overlapswith Workshop");
    expect(screen.getByRole("button", { name: /^Workshop/ })).toHaveTextContent(
      "Overlapswith Keynote",
    );
    expect(screen.getByRole("button", { name: /^Lunch/ })).not.toHaveTextContent("Overlaps");
  });

  it("becomes one list per day in start order on a narrow screen, each naming its venue", () => {
    setNarrowScreen(true);
    renderAgenda();
    expect(screen.queryByRole("region", { name: "Hall A" })).not.toBeInTheDocument();
    const items = within(
      screen.getByRole("list", { name: "Wednesday, 5th of Mar 2025" }),
    ).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Keynote9:00 AM - 10:00 AMHall A",
      "Workshop9:30 AM - 11:00 AMhall a",
      "Lunch12:00 PM - 1:00 PMNo venue",
    ]);
  });

  it("says so when no session can be placed", () => {
    setNarrowScreen(false);
    render(
      <SessionAgenda sessions={[]} day={null} onDayChange={vi.fn()} onOpenSession={vi.fn()} />,
    );
    expect(screen.getByText("No sessions found")).toBeInTheDocument();
  });
});
