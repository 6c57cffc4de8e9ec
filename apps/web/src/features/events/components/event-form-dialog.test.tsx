import { RETENTION_DAYS_HELP } from "@events/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FormDialogState } from "@/components/ui/form-dialog";
import { buildEvent, buildEventAdmin, buildEventStatusList } from "@/testing/factories";
import { renderWithCache } from "@/testing/render-with-cache";
import { stubFetchAnswers } from "@/testing/stub-fetch";
import { eventsTexts } from "../messages";
import { EventFormDialog } from "./event-form-dialog";
// The form the dialog loads lazily, loaded with this file: on a busy machine its first load
// took longer than findBy's wait.
import "./event-form";

const DEFAULTS_URL = "/api/events/new-event-defaults";
const ada = buildEventAdmin();

/** The dialog as the events screen opens it, over a fake server answering `answers`. */
function renderDialog(state: FormDialogState<ReturnType<typeof buildEvent>>, answers = {}) {
  const server = stubFetchAnswers(answers);
  const onSubmit = vi.fn();
  renderWithCache(
    <EventFormDialog
      dialog={{ state, isSaving: false, onSubmit, onClose: vi.fn() }}
      statuses={buildEventStatusList()}
      eventAdmins={[ada]}
      defaultEventAdminId={ada.id}
    />,
    () => {},
  );
  return { user: userEvent.setup(), onSubmit, ...server };
}

describe("EventFormDialog", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("opens 'Add New Event' with the server's zone and retention, and saves them", async () => {
    const { user, onSubmit, getFetchedUrls } = renderDialog(
      { mode: "create" },
      { [DEFAULTS_URL]: { time_zone: "Europe/Berlin", retention_days: 30 } },
    );
    const dialog = screen.getByRole("dialog", { name: "Add New Event" });
    const retention = await within(dialog).findByRole("spinbutton", { name: "Retention (days)" });
    await vi.waitFor(() => expect(retention).toHaveValue(30));
    expect(retention).toBeEnabled();
    expect(within(dialog).getByLabelText("Time Zone")).toHaveValue("Europe/Berlin");
    expect(getFetchedUrls()).toEqual([DEFAULTS_URL]);

    await user.type(within(dialog).getByLabelText("Event Name"), "Harbour Gala");
    await user.type(within(dialog).getByLabelText("Event Type"), "Ceremonies");
    await user.click(within(dialog).getByRole("button", { name: "Create Event" }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      event_name: "Harbour Gala",
      time_zone: "Europe/Berlin",
      retention_days: 30,
    });
  });

  it("leaves the retention empty with a hint when the defaults cannot be read", async () => {
    const { getFetchedUrls } = renderDialog({ mode: "create" });
    const dialog = screen.getByRole("dialog", { name: "Add New Event" });
    const retention = await within(dialog).findByRole("spinbutton", { name: "Retention (days)" });
    await vi.waitFor(() =>
      expect(retention).toHaveAccessibleDescription(
        `${RETENTION_DAYS_HELP} ${eventsTexts.retentionDefaultUnknown}`,
      ),
    );
    expect(retention).toBeEnabled();
    expect(retention).toHaveValue(null);
    expect(within(dialog).getByRole("button", { name: "Create Event" })).toBeEnabled();
    expect(getFetchedUrls()).toEqual([DEFAULTS_URL]);
  });

  it("does not ask for the defaults to edit an event", async () => {
    const event = buildEvent({ event_admin_id: ada.id, retention_days: null });
    const { getFetchedUrls } = renderDialog({ mode: "edit", record: event });
    const dialog = screen.getByRole("dialog", { name: "Edit Event" });
    expect(await within(dialog).findByLabelText("Event Name")).toHaveValue(event.event_name);
    expect(within(dialog).getByRole("spinbutton", { name: "Retention (days)" })).toHaveValue(null);
    expect(getFetchedUrls()).toEqual([]);
  });
});
