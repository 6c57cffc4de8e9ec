import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { resetAppBetweenTests, setOnline } from "../testing/app-test-setup";
import { OfflineBanner } from "./offline-banner";

resetAppBetweenTests();

// Made on the test machine's own clock, so it reads 14:05 in whatever zone the test runs.
const fivepast2 = new Date(2027, 4, 4, 14, 5);

describe("OfflineBanner", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(2027, 4, 4, 16, 0), toFake: ["Date"] });
    return () => vi.useRealTimers();
  });

  it("says nothing while online and showing what the server says now", () => {
    render(<OfflineBanner shown={{ savedAt: undefined, receivedAt: fivepast2 }} />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("says when the screen shows what was saved, with no network", () => {
    render(<OfflineBanner shown={{ savedAt: fivepast2, receivedAt: fivepast2 }} />);
    setOnline(false);
    expect(screen.getByRole("status")).toHaveTextContent(
      "You are offline — showing what was saved at 14:05",
    );
  });

  it("says when the server did not answer and the saved copy is shown", () => {
    render(<OfflineBanner shown={{ savedAt: fivepast2, receivedAt: fivepast2 }} />);
    expect(screen.getByRole("status")).toHaveTextContent(
      "The server could not be reached — showing what was saved at 14:05",
    );
  });

  it("names the day of a copy saved on another day, and goes away once back online", () => {
    const yesterday = new Date(2027, 4, 3, 9, 30);
    render(<OfflineBanner shown={{ savedAt: undefined, receivedAt: yesterday }} />);
    setOnline(false);
    expect(screen.getByRole("status")).toHaveTextContent(
      "You are offline — showing what was saved at 3 May at 09:30",
    );
    setOnline(true);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
