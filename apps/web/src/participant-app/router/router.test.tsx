import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { ScreenHeading } from "../shell/screen-heading";
import { resetAppBetweenTests } from "../testing/app-test-setup";
import { Link, matchPath, navigate, type Route, Routes } from "./router";

function EventScreen({ params }: { params: Record<string, string> }) {
  return (
    <main>
      <ScreenHeading>{`Event ${params.eventId}`}</ScreenHeading>
      <Link href="/app/">Back to my events</Link>
    </main>
  );
}

function EventsScreen() {
  return (
    <main>
      <ScreenHeading>My events</ScreenHeading>
      <Link href="/app/events/a%20b">The gala</Link>
    </main>
  );
}

const routes: Route[] = [
  { path: "/app/", Screen: EventsScreen },
  { path: "/app/events/:eventId", Screen: EventScreen },
];

function renderRoutes() {
  return render(<Routes routes={routes} NotFound={() => <p>Nothing here</p>} fallback={null} />);
}

describe("matchPath", () => {
  it("reads a pattern's params, decoded, and only from a path of the same shape", () => {
    expect(matchPath("/app/events/:eventId", "/app/events/a%2Fb")).toEqual({ eventId: "a/b" });
    expect(matchPath("/app/events/:eventId", "/app/events/")).toBeUndefined();
    expect(matchPath("/app/events/:eventId", "/app/events/1/agenda")).toBeUndefined();
    expect(matchPath("/app/events/:eventId", "/app/events/%E0%A4%A")).toBeUndefined();
    expect(matchPath("/app/", "/app/")).toEqual({});
  });
});

resetAppBetweenTests();

describe("the router", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/app/");
  });

  it("follows a link without loading a page, and focuses the new screen's heading", async () => {
    renderRoutes();
    expect(screen.getByRole("heading", { name: "My events" })).not.toHaveFocus();
    await userEvent.click(screen.getByRole("link", { name: "The gala" }));
    expect(window.location.pathname).toBe("/app/events/a%20b");
    expect(screen.getByRole("heading", { name: "Event a b" })).toHaveFocus();
  });

  it("goes back with the browser's back button", async () => {
    renderRoutes();
    await userEvent.click(screen.getByRole("link", { name: "The gala" }));
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    });
    expect(screen.getByRole("heading", { name: "My events" })).toBeInTheDocument();
  });

  it("leaves a click asking for a new tab to the browser", async () => {
    renderRoutes();
    const link = screen.getByRole("link", { name: "The gala" });
    let wasPrevented = true;
    link.addEventListener("click", (event) => {
      wasPrevented = event.defaultPrevented;
      event.preventDefault();
    });
    await userEvent.keyboard("{Control>}");
    await userEvent.click(link);
    await userEvent.keyboard("{/Control}");
    expect(wasPrevented).toBe(false);
    expect(window.location.pathname).toBe("/app/");
  });

  it("draws the screen of an address reached by navigate, and says when there is none", () => {
    renderRoutes();
    act(() => navigate("/app/events/7", { replace: true }));
    expect(screen.getByRole("heading", { name: "Event 7" })).toBeInTheDocument();
    act(() => navigate("/app/nowhere"));
    expect(screen.getByText("Nothing here")).toBeInTheDocument();
  });
});
