import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useListView } from "@/hooks/use-list-view";
import { getViewToggleLabel, ViewToggle } from "./view-toggle";

describe("ViewToggle", () => {
  it("reads 'Card View' under a table and 'Table View' under cards", () => {
    expect(getViewToggleLabel("table")).toBe("Card View");
    expect(getViewToggleLabel("cards")).toBe("Table View");
  });

  it("calls onToggle when pressed", async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<ViewToggle view="table" onToggle={onToggle} />);
    await user.click(screen.getByRole("button", { name: "Card View" }));
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});

/** A stand-in for the browser's media queries, whose width the test can change. */
function installMatchMedia(initialMatches: boolean) {
  let matches = initialMatches;
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      get matches() {
        return matches;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    })),
  );
  return {
    setMatches(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
  };
}

describe("useListView", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows a table on wide screens and cards below 768 px", () => {
    installMatchMedia(false);
    expect(renderHook(() => useListView()).result.current.view).toBe("table");
    installMatchMedia(true);
    expect(renderHook(() => useListView()).result.current.view).toBe("cards");
    expect(window.matchMedia).toHaveBeenCalledWith("(max-width: 767px)");
  });

  it("toggles by hand, and follows the width again when it crosses the breakpoint", () => {
    const media = installMatchMedia(false);
    const { result } = renderHook(() => useListView());
    act(() => result.current.toggleView());
    expect(result.current.view).toBe("cards");
    act(() => result.current.toggleView());
    expect(result.current.view).toBe("table");
    act(() => media.setMatches(true));
    expect(result.current.view).toBe("cards");
    act(() => media.setMatches(false));
    expect(result.current.view).toBe("table");
  });
});
