import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EVENT_ID } from "@/testing/factories";
import { buildFile } from "@/testing/files";
import { AddParticipantsError, type RowFieldError } from "../api/add-participants";
import { getCreateMode } from "../utils/participant-requests";
import { AddParticipantsForm, type AddParticipantsFormProps } from "./add-participants-form";

function renderForm(props: Partial<AddParticipantsFormProps> = {}) {
  const onSubmit = vi.fn<AddParticipantsFormProps["onSubmit"]>(() => undefined);
  render(
    <AddParticipantsForm eventId={EVENT_ID} onSubmit={onSubmit} onCancel={vi.fn()} {...props} />,
  );
  return { onSubmit, user: userEvent.setup({ applyAccept: false }) };
}

function row(position: number) {
  return screen.getByRole("group", { name: `Participant ${position}` });
}

async function fillRow(
  user: ReturnType<typeof userEvent.setup>,
  position: number,
  values: { name: string; email: string; username: string },
) {
  const group = row(position);
  await user.type(within(group).getByLabelText("Name"), values.name);
  await user.type(within(group).getByLabelText("Email"), values.email);
  await user.type(within(group).getByLabelText("Username"), values.username);
}

/** Fills in Ada and Grace and sends them to a server that creates one and refuses the other. */
async function submitToRefusingServer(savedIndex: number, refusal: RowFieldError) {
  const onSubmit = vi.fn(() =>
    Promise.reject(
      new AddParticipantsError("Some participants were not created", [savedIndex], [refusal]),
    ),
  );
  const { user } = renderForm({ onSubmit });
  await fillRow(user, 1, { name: "Ada", email: "ada@example.com", username: "ada" });
  await user.click(screen.getByRole("button", { name: "Add Another Participant" }));
  await fillRow(user, 2, { name: "Grace", email: "grace@example.com", username: "grace" });
  await user.click(screen.getByRole("button", { name: "Add Participants" }));
  return { user, onSubmit };
}

describe("AddParticipantsForm", () => {
  it("starts with one Attendee row and no remove button", () => {
    renderForm();
    const group = row(1);
    expect(within(group).getByLabelText("Role")).toHaveValue("attendee");
    expect(within(group).getByLabelText("Skip OTP")).not.toBeChecked();
    expect(within(group).getByText("PNG, JPG, GIF up to 10MB")).toBeInTheDocument();
    expect(
      within(within(group).getByLabelText("Role"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Attendee", "Speaker", "Host", "Lecturer", "Guest"]);
    expect(screen.queryByRole("button", { name: /Remove participant/ })).not.toBeInTheDocument();
  });

  it("asks for name, email and username in every row", async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole("button", { name: "Add Another Participant" }));
    await fillRow(user, 1, { name: "Ada", email: "ada@example.com", username: "ada" });
    await user.click(screen.getByRole("button", { name: "Add Participants" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please fill in name, email and username for all participants",
    );
    const second = row(2);
    expect(within(second).getByText("Name is required")).toBeInTheDocument();
    expect(within(second).getByText("Email is required")).toBeInTheDocument();
    expect(within(second).getByText("Username is required")).toBeInTheDocument();
    expect(within(row(1)).queryByText("Name is required")).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("checks the email's format", async () => {
    const { user, onSubmit } = renderForm();
    await fillRow(user, 1, { name: "Ada", email: "not-an-email", username: "ada" });
    await user.click(screen.getByRole("button", { name: "Add Participants" }));
    expect(await within(row(1)).findByText("Enter a valid email address")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says 'Please select an event' without an event", async () => {
    const { user, onSubmit } = renderForm({ eventId: undefined });
    await fillRow(user, 1, { name: "Ada", email: "ada@example.com", username: "ada" });
    await user.click(screen.getByRole("button", { name: "Add Participants" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please select an event");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows remove buttons only with more than one row, and keeps one row", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Add Another Participant" }));
    await user.click(screen.getByRole("button", { name: "Add Another Participant" }));
    expect(screen.getAllByRole("group")).toHaveLength(3);
    await user.type(within(row(3)).getByLabelText("Name"), "Third");

    await user.click(screen.getByRole("button", { name: "Remove participant 2" }));
    expect(screen.getAllByRole("group")).toHaveLength(2);
    expect(within(row(2)).getByLabelText("Name")).toHaveValue("Third");

    await user.click(screen.getByRole("button", { name: "Remove participant 1" }));
    expect(screen.getAllByRole("group")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: /Remove participant/ })).not.toBeInTheDocument();
  });

  it("refuses a file that is not an image, and one over 10 MB", async () => {
    const { user } = renderForm();
    const input = within(row(1)).getByLabelText("Profile Image");
    await user.upload(input, new File(["%PDF"], "cv.pdf", { type: "application/pdf" }));
    expect(await within(row(1)).findByText("Please select a valid image file")).toBeInTheDocument();

    const huge = buildFile("huge.png", "image/png", 10 * 1024 * 1024 + 1);
    await user.upload(input, huge);
    expect(
      await within(row(1)).findByText("Profile image must be 10 MB or smaller"),
    ).toBeInTheDocument();
  });

  it("hands over valid rows; with an image they go one by one", async () => {
    const { user, onSubmit } = renderForm();
    await fillRow(user, 1, { name: "Ada", email: "ada@example.com", username: "ada" });
    await user.click(screen.getByRole("button", { name: "Add Another Participant" }));
    await fillRow(user, 2, { name: "Grace", email: "grace@example.com", username: "grace" });
    await user.selectOptions(within(row(2)).getByLabelText("Role"), "speaker");
    await user.click(within(row(2)).getByLabelText("Skip OTP"));
    await user.click(screen.getByRole("button", { name: "Add Participants" }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const rows = onSubmit.mock.calls[0]?.[0] ?? [];
    expect(rows).toMatchObject([
      {
        name: "Ada",
        phone: null,
        participant_role: "attendee",
        skip_otp: false,
        event_id: EVENT_ID,
      },
      { name: "Grace", participant_role: "speaker", skip_otp: true },
    ]);
    expect(getCreateMode(rows)).toBe("multiple");

    await user.upload(
      within(row(1)).getByLabelText("Profile Image"),
      new File(["x"], "ada.png", { type: "image/png" }),
    );
    await user.click(screen.getByRole("button", { name: "Add Participants" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(getCreateMode(onSubmit.mock.calls[1]?.[0] ?? [])).toBe("single");
  });

  it("keeps only the rows the server did not create, with its refusals marked", async () => {
    const { onSubmit } = await submitToRefusingServer(0, {
      index: 1,
      field: "email",
      message: "Email already registered",
    });

    // row(1) must be looked up afresh each try: until the refusal lands it is Ada's row,
    // which the form then removes.
    await waitFor(() => {
      expect(screen.getAllByRole("group")).toHaveLength(1);
      expect(within(row(1)).getByText("Email already registered")).toBeInTheDocument();
    });
    expect(within(row(1)).getByLabelText("Name")).toHaveValue("Grace");
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("leaves the server's refusal marked until its field changes", async () => {
    const { user } = await submitToRefusingServer(1, {
      index: 0,
      field: "username",
      message: "Username already taken",
    });
    // Grace's row goes in the same render that marks the refusal on Ada's.
    await waitFor(() => expect(screen.getAllByRole("group")).toHaveLength(1));
    expect(within(row(1)).getByText("Username already taken")).toBeInTheDocument();

    // Typing elsewhere in the row gives any re-validation of the rows time to land first.
    await user.type(within(row(1)).getByLabelText("Name"), " Lovelace");
    expect(within(row(1)).getByText("Username already taken")).toBeInTheDocument();
    await user.type(within(row(1)).getByLabelText("Username"), "_l");
    await waitFor(() =>
      expect(within(row(1)).queryByText("Username already taken")).not.toBeInTheDocument(),
    );
  });

  it("says 'Saving...' while busy", () => {
    renderForm({ isBusy: true });
    expect(screen.getByRole("button", { name: "Saving..." })).toBeDisabled();
  });
});
