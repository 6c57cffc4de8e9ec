import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-error";
import { expectFieldValues } from "@/testing/expect-field-values";
import { buildParticipant, EVENT_ID } from "@/testing/factories";
import { showTextsIn } from "@/testing/languages";
import { EditParticipantForm, type EditParticipantFormProps } from "./edit-participant-form";

function renderForm(props: Partial<EditParticipantFormProps> = {}) {
  const onSubmit = vi.fn<EditParticipantFormProps["onSubmit"]>(async () => undefined);
  render(
    <EditParticipantForm
      participant={buildParticipant({ participant_role: "ParticipantRole.SPEAKER" as "speaker" })}
      onSubmit={onSubmit}
      onCancel={vi.fn()}
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe("EditParticipantForm", () => {
  it("is filled in with the participant, and sends the changes with the status", async () => {
    const { onSubmit, user } = renderForm();
    expectFieldValues({
      Name: "Ada Lovelace",
      Email: "ada@example.com",
      Phone: "+44 20 7946 0000",
      Role: "speaker",
      Status: "active",
    });

    await user.clear(screen.getByLabelText("Name"));
    await user.type(screen.getByLabelText("Name"), "Augusta Ada King");
    await user.selectOptions(screen.getByLabelText("Status"), "Inactive");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        event_id: EVENT_ID,
        name: "Augusta Ada King",
        email: "ada@example.com",
        participant_role: "speaker",
        status: "inactive",
        profile_image: null,
      }),
    );
  });

  it("names a missing required field and sends nothing", async () => {
    const { onSubmit, user } = renderForm();
    await user.clear(screen.getByLabelText("Username"));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(
      await screen.findByText("Please fill in name, email and username for all participants"),
    ).toBeInTheDocument();
    expect(screen.getByText("Username is required")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("keeps what was typed and marks the field the server refused", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, "Invalid input", "Invalid input", [
        { field: "email", message: "Already in this event" },
      ]);
    });
    const { user } = renderForm({ onSubmit });
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "grace@example.com");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Already in this event")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("grace@example.com");
  });

  it("says the server's refusal of a field in the reader's language, by its code", async () => {
    await showTextsIn("de");
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, "Invalid input", "Invalid input", [
        { field: "email", message: "Already in this event", code: "participants.alreadyInEvent" },
      ]);
    });
    const { user } = renderForm({ onSubmit });
    await user.click(screen.getByRole("button", { name: "Änderungen speichern" }));
    expect(await screen.findByText("Bereits in dieser Veranstaltung")).toBeInTheDocument();
    expect(screen.getByLabelText(/E-Mail/)).toHaveAttribute("aria-invalid", "true");
  });
});
