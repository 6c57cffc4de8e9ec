import { SESSION_IMAGE_FILE_RULE, SESSION_MESSAGES } from "@events/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectFieldValues } from "@/testing/expect-field-values";
import { buildSession, buildWorkshopSession, EVENT_ID } from "@/testing/factories";
import { buildFile } from "@/testing/files";
import { renderWithProps } from "@/testing/render-with-props";
import type { SessionFormFieldError } from "../utils/server-field-errors";
import type { SessionTypeOption } from "../utils/session-type-options";
import { SessionForm, type SessionFormProps } from "./session-form";

const typeOptions: SessionTypeOption[] = [
  { name: "Keynote", value: "keynote" },
  { name: "Workshop", value: "workshop" },
  { name: "Other", value: "other" },
];

function renderForm(props: Partial<SessionFormProps> = {}) {
  const onSubmit = vi.fn<SessionFormProps["onSubmit"]>();
  const onCancel = vi.fn();
  const view = renderWithProps(SessionForm, {
    eventId: EVENT_ID,
    typeOptions,
    onSubmit,
    onCancel,
    ...props,
  });
  return { onSubmit, onCancel, user: userEvent.setup({ applyAccept: false }), ...view };
}

describe("SessionForm", () => {
  it("starts a new session at now rounded to 5 minutes, ending one hour later", async () => {
    const { user, onSubmit } = renderForm({ now: new Date(2025, 2, 5, 15, 27, 30) });
    await user.type(screen.getByLabelText("Session Name"), "Opening Keynote");
    await user.selectOptions(screen.getByLabelText("Session Type"), "keynote");
    await user.click(screen.getByRole("button", { name: "Create Session" }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      event_id: EVENT_ID,
      name: "Opening Keynote",
      session_type: "keynote",
      other_session_type: null,
      description: null,
      venue: null,
      start_datetime: "2025-03-05T15:30:00",
      end_datetime: "2025-03-05T16:30:00",
      image_url: null,
      image: null,
    });
  });

  it("offers the given types and asks for the specification only for 'Other'", async () => {
    const { user, onSubmit } = renderForm();
    const options = within(screen.getByLabelText("Session Type")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Select a session type",
      "Keynote",
      "Workshop",
      "Other",
    ]);
    expect(screen.queryByLabelText("Specify Session Type")).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Session Name"), "Morning yoga");
    await user.selectOptions(screen.getByLabelText("Session Type"), "other");
    const specify = screen.getByLabelText("Specify Session Type");
    await user.click(screen.getByRole("button", { name: "Create Session" }));
    expect(await screen.findByText(SESSION_MESSAGES.otherTypeRequired)).toBeInTheDocument();
    expect(specify).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(specify, "Yoga");
    await user.click(screen.getByRole("button", { name: "Create Session" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      session_type: "other",
      other_session_type: "Yoga",
    });

    await user.selectOptions(screen.getByLabelText("Session Type"), "workshop");
    expect(screen.queryByLabelText("Specify Session Type")).not.toBeInTheDocument();
  });

  it("asks to fill in all required fields and marks the missing ones", async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole("button", { name: "Create Session" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please fill in all required fields",
    );
    expect(screen.getByText("Session name is required")).toBeInTheDocument();
    expect(screen.getByText("Session type is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Session Name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Session Type")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("asks for both dates when one is missing", async () => {
    const { user, onSubmit } = renderForm({
      session: buildSession({ start_datetime: "", end_datetime: "" }),
    });
    await user.click(screen.getByRole("button", { name: "Update Session" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please select both start and end date/time",
    );
    expect(screen.getByRole("alert")).not.toHaveTextContent("Please fill in all required fields");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("checks the image's type and size as soon as it is chosen", async () => {
    const { user } = renderForm();
    expect(screen.getByText("JPEG, PNG or GIF, max 16MB")).toBeInTheDocument();
    const input = screen.getByLabelText("Session Image");
    await user.upload(input, new File(["%PDF"], "brochure.pdf", { type: "application/pdf" }));
    expect(await screen.findByText(SESSION_IMAGE_FILE_RULE.typeMessage)).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");

    const huge = buildFile("huge.png", "image/png", SESSION_IMAGE_FILE_RULE.maxBytes + 1);
    await user.upload(input, huge);
    expect(await screen.findByText("Image size should be less than 16MB")).toBeInTheDocument();

    await user.upload(input, new File(["gif"], "ok.gif", { type: "image/gif" }));
    expect(screen.queryByText(SESSION_IMAGE_FILE_RULE.sizeMessage)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("fills in an edited session and keeps its image unless another is chosen", async () => {
    const session = buildSession({
      session_type: "other",
      other_session_type: "Yoga",
      image: "/media/sessions/a.png",
      image_url: "/media/sessions/a.png",
    });
    const { user, onSubmit } = renderForm({ session });
    expectFieldValues({
      "Session Name": "Opening Keynote",
      "Session Type": "other",
      "Specify Session Type": "Yoga",
      Venue: "Main Hall",
    });
    expect(screen.getByRole("img", { name: "Current image" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Update Session" }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      image_url: "/media/sessions/a.png",
      image: null,
      start_datetime: "2025-03-05T15:30:00",
      end_datetime: "2025-03-05T17:00:00",
    });

    const replacement = new File(["png"], "new.png", { type: "image/png" });
    await user.upload(screen.getByLabelText("Session Image"), replacement);
    await user.click(screen.getByRole("button", { name: "Update Session" }));
    expect(onSubmit.mock.calls[1]?.[0].image).toBe(replacement);
  });

  it("offers an edited session's own type even when the list lacks it", () => {
    renderForm({
      session: buildSession({ session_type: "workshop" }),
      typeOptions: [{ name: "Other", value: "other" }],
    });
    expect(screen.getByLabelText("Session Type")).toHaveValue("workshop");
    expect(screen.getByRole("option", { name: "Workshop" })).toBeInTheDocument();
  });

  it("shows the server's refusals beside their fields and keeps what was typed", async () => {
    const { user, rerenderWith } = renderForm();
    await user.type(screen.getByLabelText("Session Name"), "Opening Keynote");
    await user.selectOptions(screen.getByLabelText("Session Type"), "keynote");
    await user.type(screen.getByLabelText("Venue"), "Hall B");

    const serverFieldErrors: SessionFormFieldError[] = [
      { field: "venue", message: "At most 500 characters" },
    ];
    rerenderWith({ serverFieldErrors });
    expect(await screen.findByText("At most 500 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Venue")).toHaveAttribute("aria-invalid", "true");
    expectFieldValues({
      "Session Name": "Opening Keynote",
      "Session Type": "keynote",
      Venue: "Hall B",
    });
  });

  it("says 'Saving...' and holds still while busy", () => {
    renderForm({ isBusy: true });
    expect(screen.getByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
  });
});

describe("SessionForm limits", () => {
  it("says a too long name is too long, not missing, and without the required-fields text", async () => {
    const { user, onSubmit } = renderForm();
    const name = screen.getByLabelText("Session Name");
    await user.click(name);
    await user.paste("x".repeat(201));
    await user.selectOptions(screen.getByLabelText("Session Type"), "keynote");
    await user.click(screen.getByRole("button", { name: "Create Session" }));
    expect(await screen.findByText("At most 200 characters")).toBeInTheDocument();
    expect(screen.queryByText("Please fill in all required fields")).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("SessionForm clash warning", () => {
  const keynote = buildSession();
  const workshop = buildWorkshopSession({
    start_datetime: "2025-03-05T16:00:00",
    end_datetime: "2025-03-05T18:00:00",
    venue: "Garden",
  });
  const now = new Date(2025, 2, 5, 15, 27, 30);

  async function fillNewSession(user: ReturnType<typeof userEvent.setup>, venue: string) {
    await user.type(screen.getByLabelText("Session Name"), "Questions");
    await user.selectOptions(screen.getByLabelText("Session Type"), "keynote");
    if (venue) await user.type(screen.getByLabelText("Venue"), venue);
  }

  it("warns before saving into a venue taken at that time, then saves anyway", async () => {
    const { user, onSubmit } = renderForm({ now, eventSessions: [workshop, keynote] });
    await fillNewSession(user, " main hall");
    await user.click(screen.getByRole("button", { name: "Create Session" }));

    const warning = await screen.findByRole("alert");
    expect(warning).toHaveTextContent(
      "This overlaps Opening Keynote in Main Hall, 3:30 PM - 5:00 PM",
    );
    expect(warning).not.toHaveTextContent("Hands-on Workshop");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Session Name")).toHaveValue("Questions");

    await user.click(screen.getByRole("button", { name: "Save anyway" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: "Questions", venue: "main hall" });
  });

  it("takes the warning away when the venue changes, and checks again on the next Save", async () => {
    const { user, onSubmit } = renderForm({ now, eventSessions: [keynote, workshop] });
    await fillNewSession(user, "Main Hall");
    await user.click(screen.getByRole("button", { name: "Create Session" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Opening Keynote");

    const venue = screen.getByLabelText("Venue");
    await user.clear(venue);
    await user.type(venue, "Garden");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create Session" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This overlaps Hands-on Workshop in Garden, 4:00 PM - 6:00 PM",
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(venue);
    await user.type(venue, "Library");
    await user.click(screen.getByRole("button", { name: "Create Session" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("never warns about a session without a venue", async () => {
    const { user, onSubmit } = renderForm({ now, eventSessions: [keynote] });
    await fillNewSession(user, "");
    await user.click(screen.getByRole("button", { name: "Create Session" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("lets an edited session keep its own time and venue", async () => {
    const { user, onSubmit } = renderForm({ session: keynote, eventSessions: [keynote, workshop] });
    await user.click(screen.getByRole("button", { name: "Update Session" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
