import {
  EVENT_IMAGE_FILE_RULE,
  RETENTION_DAYS_HELP,
  RETENTION_DAYS_MESSAGE,
} from "@events/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectFieldValues } from "@/testing/expect-field-values";
import {
  buildEvent,
  buildEventAdmin,
  buildEventStatusList,
  buildInvalidInputError,
} from "@/testing/factories";
import { buildFile } from "@/testing/files";
import { renderWithProps } from "@/testing/render-with-props";
import { SPEC_EVENT_STATUS_LABELS } from "@/testing/spec-texts";
import { typeIntoFields } from "@/testing/type-into-fields";
import { eventsTexts } from "../messages";
import type { NewEventDefaultsState } from "../utils/event-form-values";
import { type EventFormFieldError, getEventServerFieldErrors } from "../utils/server-field-errors";
import { EventForm, type EventFormProps } from "./event-form";

const statuses = buildEventStatusList();
const ada = buildEventAdmin();
const linus = buildEventAdmin({
  id: "1c8e0b5f-2d3a-4f4b-8c9d-8e7f6a5b4c32",
  name: "Linus Admin",
  email: "linus@example.org",
});

/** A server with neither TIMEZONE nor PARTICIPANT_RETENTION_DAYS set. */
const UNSET_DEFAULTS: NewEventDefaultsState = {
  status: "loaded",
  defaults: { time_zone: "UTC", retention_days: null },
};

function renderForm(props: Partial<EventFormProps> = {}) {
  const onSubmit = vi.fn<EventFormProps["onSubmit"]>();
  const onCancel = vi.fn();
  const view = renderWithProps(EventForm, {
    mode: "create",
    statuses,
    eventAdmins: [ada, linus],
    newEventDefaults: UNSET_DEFAULTS,
    submitLabel: "Create Event",
    onSubmit,
    onCancel,
    ...props,
  });
  return { onSubmit, onCancel, user: userEvent.setup({ applyAccept: false }), ...view };
}

function minutesBetween(start: string, end: string): number {
  return (new Date(`${end}Z`).getTime() - new Date(`${start}Z`).getTime()) / 60_000;
}

describe("EventForm", () => {
  it("starts a new event as Scheduled, for one hour from the next 5 minutes, in the default colours and the server's zone", async () => {
    const { user, onSubmit } = renderForm();
    expectFieldValues({
      "Event Status": "SCHEDULED",
      Primary: "#3B82F6",
      Secondary: "#8B5CF6",
      Accent: "#EC4899",
    });
    expect(screen.getByLabelText("Branded event")).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "Ada Admin" })).not.toBeChecked();

    await typeIntoFields(user, { "Event Name": "Spring Gala", "Event Type": "Ceremonies" });
    await user.click(screen.getByRole("radio", { name: "Linus Admin" }));
    await user.click(screen.getByRole("button", { name: "Create Event" }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    const values = onSubmit.mock.calls[0]?.[0];
    expect(values).toMatchObject({
      event_name: "Spring Gala",
      event_status: "SCHEDULED",
      event_type: "Ceremonies",
      event_admin_id: linus.id,
      isBranded: false,
      invitee_number: null,
      venue: null,
      time_zone: "UTC",
      retention_days: null,
      theme_colors: ["#3B82F6", "#8B5CF6", "#EC4899"],
      logo: null,
      cover_image: null,
    });
    const start = values?.event_datetime ?? "";
    expect(start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d[05]:00$/);
    expect(minutesBetween(start, values?.end_datetime ?? "")).toBe(60);
  });

  it("offers the event type suggestions and the server's statuses", () => {
    renderForm();
    const typeInput = screen.getByLabelText("Event Type");
    const list = document.getElementById(typeInput.getAttribute("list") ?? "");
    expect(Array.from(list?.querySelectorAll("option") ?? [], (option) => option.value)).toEqual([
      "Ceremonies",
      "Lectures",
      "Excursions",
      "Panel Discussions",
      "Group Activities",
    ]);
    const statusOptions = within(screen.getByLabelText("Event Status")).getAllByRole("option");
    expect(statusOptions.map((option) => option.textContent)).toEqual([
      ...SPEC_EVENT_STATUS_LABELS,
    ]);
  });

  it("preselects the given event admin, one choice among radios named by the admin", () => {
    renderForm({ defaultEventAdminId: ada.id });
    const group = screen.getByRole("radiogroup", { name: "Event Admin" });
    expect(within(group).getByRole("radio", { name: "Ada Admin" })).toBeChecked();
    expect(within(group).getByRole("radio", { name: "Ada Admin" })).toHaveAccessibleDescription(
      "ada@example.org",
    );
    expect(within(group).getByRole("radio", { name: "Linus Admin" })).not.toBeChecked();
  });

  it("says so when there is no event admin to choose", () => {
    renderForm({ eventAdmins: [] });
    expect(
      screen.getByText("No event admins available. Add an event admin first."),
    ).toBeInTheDocument();
  });

  it("asks to fill all required fields, and marks the missing ones", async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please fill all required fields");
    expect(screen.getByLabelText("Event Name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Event name is required")).toBeInTheDocument();
    expect(screen.getByText("Event type is required")).toBeInTheDocument();
    expect(screen.getByText("Choose an event admin")).toBeInTheDocument();
    expect(screen.getByLabelText("Event Name")).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses bad attendees, e-mail and links without the required-fields message", async () => {
    const { user, onSubmit } = renderForm({ defaultEventAdminId: ada.id });
    await typeIntoFields(user, {
      "Event Name": "Gala",
      "Event Type": "Lectures",
      "Expected Attendees": "-3",
      "Contact Email": "not-an-email",
      Website: "example.org",
    });
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    expect(await screen.findByText("Expected attendees cannot be negative")).toBeInTheDocument();
    expect(screen.getByText("Enter a valid email address")).toBeInTheDocument();
    expect(
      screen.getByText("Enter a full http(s) address, like https://example.org"),
    ).toBeInTheDocument();
    expect(screen.queryByText("Please fill all required fields")).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(["Logo", "Cover Image"])(
    "checks the %s's type and size as soon as it is chosen",
    async (label) => {
      const { user } = renderForm();
      const input = screen.getByLabelText(label);
      await user.upload(input, new File(["%PDF"], "brochure.pdf", { type: "application/pdf" }));
      expect(await screen.findByText(EVENT_IMAGE_FILE_RULE.typeMessage)).toBeInTheDocument();
      expect(input).toHaveAttribute("aria-invalid", "true");

      const huge = buildFile("huge.png", "image/png", EVENT_IMAGE_FILE_RULE.maxBytes + 1);
      await user.upload(input, huge);
      expect(await screen.findByText(EVENT_IMAGE_FILE_RULE.sizeMessage)).toBeInTheDocument();

      await user.upload(input, new File(["gif"], "ok.gif", { type: "image/gif" }));
      expect(screen.queryByText(EVENT_IMAGE_FILE_RULE.sizeMessage)).not.toBeInTheDocument();
      expect(input).not.toHaveAttribute("aria-invalid");
    },
  );

  it("adds colours up to ten and removes the extra ones", async () => {
    const { user, onSubmit } = renderForm({ defaultEventAdminId: ada.id });
    await user.click(screen.getByRole("button", { name: "Add Colour" }));
    const fourth = screen.getByLabelText("Colour 4");
    await user.clear(fourth);
    await user.type(fourth, "#112233");
    expect(screen.getByLabelText("Colour 4 swatch")).toHaveValue("#112233");
    for (let count = 5; count <= 10; count += 1) {
      await user.click(screen.getByRole("button", { name: "Add Colour" }));
    }
    expect(screen.getByRole("button", { name: "Add Colour" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Remove colour 3" })).not.toBeInTheDocument();
    for (let count = 10; count >= 5; count -= 1) {
      await user.click(screen.getByRole("button", { name: `Remove colour ${count}` }));
    }

    await typeIntoFields(user, { "Event Name": "Gala", "Event Type": "Lectures" });
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    expect(onSubmit.mock.calls[0]?.[0].theme_colors).toEqual([
      "#3B82F6",
      "#8B5CF6",
      "#EC4899",
      "#112233",
    ]);
  });

  it("shows the server's refusals beside their fields and keeps what was typed", async () => {
    const serverFieldErrors: EventFormFieldError[] = [
      { field: "event_name", message: "At most 200 characters" },
      { field: "end_datetime", message: "The end cannot be before the start" },
      { field: "theme_colors.1", message: "Colours are hex codes like #3B82F6" },
      { field: "event_admin_id", message: "Choose an existing event admin" },
    ];
    const { user, rerenderWith } = renderForm({ defaultEventAdminId: ada.id });
    await typeIntoFields(user, {
      "Event Name": "Spring Gala",
      "Event Type": "Ceremonies",
      Venue: "Main Hall",
    });

    rerenderWith({ serverFieldErrors });

    expect(await screen.findByText("At most 200 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Event Name")).toHaveAccessibleDescription(
      "At most 200 characters",
    );
    expect(screen.getByText("The end cannot be before the start")).toBeInTheDocument();
    expect(screen.getByLabelText("Secondary")).toHaveAccessibleDescription(
      "Colours are hex codes like #3B82F6",
    );
    expect(screen.getByText("Choose an existing event admin")).toBeInTheDocument();
    expect(screen.getByLabelText("Event Name")).toHaveValue("Spring Gala");
    expect(screen.getByLabelText("Venue")).toHaveValue("Main Hall");
    expect(screen.getByRole("radio", { name: "Ada Admin" })).toBeChecked();
  });

  it("takes a retention in whole days after the specification's fields, empty to keep", async () => {
    const { user, onSubmit } = renderForm({ defaultEventAdminId: ada.id });
    const retention = screen.getByRole("spinbutton", { name: "Retention (days)" });
    expect(retention).toHaveAccessibleDescription(RETENTION_DAYS_HELP);
    // After the last of the specification's fields, the Website link.
    expect(screen.getByLabelText("Website").compareDocumentPosition(retention)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    await typeIntoFields(user, { "Event Name": "Gala", "Event Type": "Lectures" });
    await user.type(retention, "0");
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    expect(await screen.findByText(RETENTION_DAYS_MESSAGE)).toBeInTheDocument();
    expect(retention).toHaveAccessibleDescription(
      `${RETENTION_DAYS_HELP} ${RETENTION_DAYS_MESSAGE}`,
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(retention);
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ retention_days: null });
    await user.type(retention, "365");
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ retention_days: 365 });
  });

  it("shows the server's refusal of the retention beside its field", async () => {
    const { rerenderWith } = renderForm({ defaultEventAdminId: ada.id });
    rerenderWith({
      serverFieldErrors: getEventServerFieldErrors(
        buildInvalidInputError([{ field: "retention_days", message: RETENTION_DAYS_MESSAGE }]),
      ),
    });
    expect(await screen.findByText(RETENTION_DAYS_MESSAGE)).toBeInTheDocument();
    expect(
      screen.getByRole("spinbutton", { name: "Retention (days)" }),
    ).toHaveAccessibleDescription(`${RETENTION_DAYS_HELP} ${RETENTION_DAYS_MESSAGE}`);
  });

  it("fills in an edited event's retention", () => {
    renderForm({
      mode: "edit",
      event: buildEvent({ retention_days: 30 }),
      submitLabel: "Update Event",
    });
    expect(screen.getByRole("spinbutton", { name: "Retention (days)" })).toHaveValue(30);
  });

  it("fills in an edited event, with its images as the current ones", async () => {
    const event = buildEvent({
      event_status: "INPROGRESS",
      event_admin_id: linus.id,
      invitee_number: 250,
      description: "A night out",
      isBranded: true,
      logo_url: "/media/logo.png",
      cover_image_url: "/media/cover.png",
      contact_person_name: "Grace Hopper",
      theme_colors: ["#000000", "#FFFFFF", "#FF0000", "#00FF00"],
      website_link: "https://example.org",
    });
    const { user, onSubmit } = renderForm({ mode: "edit", event, submitLabel: "Update Event" });
    expectFieldValues({
      "Event Name": "Spring Gala",
      "Event Status": "INPROGRESS",
      "Event Type": "Ceremonies",
      "Expected Attendees": 250,
      Description: "A night out",
      "Contact Name": "Grace Hopper",
      "Colour 4": "#00FF00",
      Website: "https://example.org",
    });
    expect(screen.getByRole("radio", { name: "Linus Admin" })).toBeChecked();
    expect(screen.getByLabelText("Branded event")).toBeChecked();
    expect(screen.getByLabelText(/^Start/)).toHaveTextContent("5th of Mar 2025, 3:30 PM");
    expect(screen.getByLabelText(/^End/)).toHaveTextContent("5th of Mar 2025, 4:30 PM");
    const currentImages = screen.getAllByRole("img", { name: "Current image" });
    expect(currentImages.map((image) => image.getAttribute("src"))).toEqual([
      `${window.location.origin}/media/logo.png`,
      `${window.location.origin}/media/cover.png`,
    ]);

    await user.click(screen.getByRole("button", { name: "Update Event" }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      event_status: "INPROGRESS",
      invitee_number: 250,
      event_datetime: "2025-03-05T15:30:00",
      end_datetime: "2025-03-05T16:30:00",
      logo: null,
      cover_image: null,
    });
  });

  it("moves the end to one hour after a start chosen past it, and keeps it otherwise", async () => {
    const event = buildEvent({
      event_admin_id: ada.id,
      event_datetime: "2099-03-05T15:30:00",
      end_datetime: "2099-03-05T17:30:00",
    });
    const { user, onSubmit } = renderForm({ mode: "edit", event, submitLabel: "Update Event" });

    async function chooseStartHour(hour: string) {
      await user.click(screen.getByLabelText(/^Start/));
      await user.selectOptions(await screen.findByLabelText("Hour"), hour);
      await user.click(screen.getByRole("button", { name: "Done" }));
    }

    await chooseStartHour("4");
    expect(screen.getByLabelText(/^End/)).toHaveTextContent("5th of Mar 2099, 5:30 PM");
    await chooseStartHour("6");
    expect(screen.getByLabelText(/^End/)).toHaveTextContent("5th of Mar 2099, 7:30 PM");

    await user.click(screen.getByRole("button", { name: "Update Event" }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      event_datetime: "2099-03-05T18:30:00",
      end_datetime: "2099-03-05T19:30:00",
    });
  });

  it("offers the browser's time zones to search, and sends the one chosen", async () => {
    const { user, onSubmit } = renderForm({ defaultEventAdminId: ada.id });
    const zoneInput = screen.getByLabelText("Time Zone");
    expect(zoneInput).toHaveValue("UTC");
    expect(zoneInput).toHaveAccessibleDescription(/calendar feeds and e-mails/);
    const list = document.getElementById(zoneInput.getAttribute("list") ?? "");
    const zones = Array.from(list?.querySelectorAll("option") ?? [], (option) => option.value);
    expect(zones[0]).toBe("UTC");
    expect(zones).toContain("Europe/Berlin");
    expect(zones).toContain("America/New_York");
    expect(list?.querySelector('option[value="Asia/Tokyo"]')?.getAttribute("label")).toBe(
      "Asia/Tokyo (UTC+09:00)",
    );

    await user.clear(zoneInput);
    await typeIntoFields(user, {
      "Event Name": "Spring Gala",
      "Event Type": "Ceremonies",
      "Time Zone": "Europe/Berlin",
    });
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ time_zone: "Europe/Berlin" });
  });

  it("refuses a zone the list does not know beside the field, keeping what was typed", async () => {
    const { user, onSubmit } = renderForm({ defaultEventAdminId: ada.id });
    await user.clear(screen.getByLabelText("Time Zone"));
    await typeIntoFields(user, {
      "Event Name": "Spring Gala",
      "Event Type": "Ceremonies",
      "Time Zone": "Mars/Olympus",
    });
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    const zoneInput = screen.getByLabelText("Time Zone");
    expect(zoneInput).toHaveAttribute("aria-invalid", "true");
    expect(zoneInput).toHaveAccessibleDescription(
      expect.stringContaining("Choose a time zone from the list, like Europe/Berlin"),
    );
    expect(zoneInput).toHaveValue("Mars/Olympus");
    expect(screen.getByLabelText("Event Name")).toHaveValue("Spring Gala");
    expect(screen.queryByText("Please fill all required fields")).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows an event's own zone when editing it", () => {
    renderForm({
      mode: "edit",
      event: buildEvent({ event_admin_id: ada.id, time_zone: "America/New_York" }),
      submitLabel: "Update Event",
    });
    expect(screen.getByLabelText("Time Zone")).toHaveValue("America/New_York");
  });

  it("fills a new event's zone and retention with the server's defaults, empty still keeping", async () => {
    const { user, onSubmit } = renderForm({
      defaultEventAdminId: ada.id,
      newEventDefaults: {
        status: "loaded",
        defaults: { time_zone: "Europe/Berlin", retention_days: 30 },
      },
    });
    const retention = screen.getByRole("spinbutton", { name: "Retention (days)" });
    expect(retention).toHaveValue(30);
    expect(retention).toHaveAccessibleDescription(RETENTION_DAYS_HELP);
    expect(screen.getByLabelText("Time Zone")).toHaveValue("Europe/Berlin");

    await typeIntoFields(user, { "Event Name": "Gala", "Event Type": "Lectures" });
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      time_zone: "Europe/Berlin",
      retention_days: 30,
    });

    await user.clear(retention);
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ retention_days: null });
  });

  it("keeps the zone and retention disabled until the defaults come, then fills them", async () => {
    const { user, onSubmit, rerenderWith } = renderForm({
      defaultEventAdminId: ada.id,
      newEventDefaults: { status: "loading" },
    });
    const retention = screen.getByRole("spinbutton", { name: "Retention (days)" });
    const zone = screen.getByLabelText("Time Zone");
    for (const field of [retention, zone]) {
      expect(field).toBeDisabled();
      expect(field).toHaveAttribute("placeholder", eventsTexts.defaultLoading);
    }

    // Saved meanwhile, the event leaves both out, and the server gives it its defaults.
    await typeIntoFields(user, { "Event Name": "Gala", "Event Type": "Lectures" });
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    const sent = onSubmit.mock.calls[0]?.[0];
    expect(sent).toMatchObject({ event_name: "Gala" });
    expect(sent).not.toHaveProperty("retention_days");
    expect(sent).not.toHaveProperty("time_zone");

    rerenderWith({
      newEventDefaults: {
        status: "loaded",
        defaults: { time_zone: "Asia/Tokyo", retention_days: 90 },
      },
    });
    expect(retention).toBeEnabled();
    expect(retention).toHaveValue(90);
    expect(zone).toBeEnabled();
    expect(zone).toHaveValue("Asia/Tokyo");
    expect(zone).toHaveAttribute("placeholder", eventsTexts.timeZonePlaceholder);
    expect(screen.getByLabelText("Event Name")).toHaveValue("Gala");

    await user.click(screen.getByRole("button", { name: "Create Event" }));
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({
      time_zone: "Asia/Tokyo",
      retention_days: 90,
    });
  });

  it("says when the defaults could not be read, and saves an empty retention as keep", async () => {
    const { user, onSubmit } = renderForm({
      defaultEventAdminId: ada.id,
      newEventDefaults: { status: "failed" },
    });
    const retention = screen.getByRole("spinbutton", { name: "Retention (days)" });
    expect(retention).toBeEnabled();
    expect(retention).toHaveValue(null);
    expect(retention).toHaveAccessibleDescription(
      `${RETENTION_DAYS_HELP} ${eventsTexts.retentionDefaultUnknown}`,
    );
    expect(screen.getByLabelText("Time Zone")).toHaveValue("");

    await typeIntoFields(user, { "Event Name": "Gala", "Event Type": "Lectures" });
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ time_zone: null, retention_days: null });
  });

  it("keeps an edited event's own zone and retention, whatever the defaults", () => {
    renderForm({
      mode: "edit",
      event: buildEvent({ time_zone: "America/New_York", retention_days: null }),
      newEventDefaults: { status: "loading" },
      submitLabel: "Update Event",
    });
    const retention = screen.getByRole("spinbutton", { name: "Retention (days)" });
    expect(retention).toBeEnabled();
    expect(retention).toHaveValue(null);
    expect(screen.getByLabelText("Time Zone")).toBeEnabled();
    expect(screen.getByLabelText("Time Zone")).toHaveValue("America/New_York");
  });

  it("reads 'Processing...' and locks the buttons while busy", () => {
    renderForm({ isBusy: true });
    expect(screen.getByRole("button", { name: "Processing..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
  });
});
