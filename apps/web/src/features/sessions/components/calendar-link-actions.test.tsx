import { CALENDAR_MESSAGES } from "@events/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EVENT_ID } from "@/testing/factories";
import { renderWithCache } from "@/testing/render-with-cache";
import { stubFetchAnswers } from "@/testing/stub-fetch";
import { CalendarLinkActions } from "./calendar-link-actions";

const linkPath = `/api/sessions/calendar-link/${EVENT_ID}`;
const feedUrl = `http://localhost:3000/api/sessions/ics/${EVENT_ID}?token=first`;
const renewedUrl = `http://localhost:3000/api/sessions/ics/${EVENT_ID}?token=second`;

function renderActions() {
  const fetched = stubFetchAnswers({
    [linkPath]: { url: feedUrl },
    [`${linkPath}/rotate`]: { url: renewedUrl, message: CALENDAR_MESSAGES.rotated },
  });
  // userEvent stands a clipboard in for the browser's, which the test can read back.
  const user = userEvent.setup();
  renderWithCache(<CalendarLinkActions eventId={EVENT_ID} />, () => {}, { withToasts: true });
  return { user, ...fetched };
}

describe("CalendarLinkActions", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("copies the event's feed address and says so", async () => {
    const { user, getFetchedUrls } = renderActions();
    await user.click(screen.getByRole("button", { name: "Copy calendar link" }));
    expect(await screen.findByText("Calendar link copied")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(feedUrl);
    expect(getFetchedUrls()).toEqual([linkPath]);
    expect(screen.queryByLabelText("Calendar link")).not.toBeInTheDocument();
  });

  it("shows the address to copy by hand where the clipboard refuses", async () => {
    const { user } = renderActions();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("Not allowed"));
    await user.click(screen.getByRole("button", { name: "Copy calendar link" }));
    const field = await screen.findByLabelText("Calendar link");
    expect(field).toHaveValue(feedUrl);
    expect(field).toHaveAttribute("readonly");
    expect(field).toHaveFocus();
    expect(screen.queryByText("Calendar link copied")).not.toBeInTheDocument();
  });

  it("renews the link after asking, and shows the new address where the old one was", async () => {
    const { user, getFetchedUrls } = renderActions();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("Not allowed"));
    await user.click(screen.getByRole("button", { name: "Copy calendar link" }));
    expect(await screen.findByLabelText("Calendar link")).toHaveValue(feedUrl);

    await user.click(screen.getByRole("button", { name: "Renew calendar link" }));
    const confirm = await screen.findByRole("alertdialog", {
      name: "Renew the calendar link? The old link will stop working.",
    });
    await user.click(within(confirm).getByRole("button", { name: "Renew" }));
    expect(await screen.findByText(CALENDAR_MESSAGES.rotated)).toBeInTheDocument();
    expect(screen.getByLabelText("Calendar link")).toHaveValue(renewedUrl);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(getFetchedUrls()).toEqual([linkPath, `${linkPath}/rotate`]);
  });

  it("asks nothing of the server until the admin copies or renews", async () => {
    const { user, getFetchedUrls } = renderActions();
    await user.click(screen.getByRole("button", { name: "Renew calendar link" }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(getFetchedUrls()).toEqual([]);
  });
});
