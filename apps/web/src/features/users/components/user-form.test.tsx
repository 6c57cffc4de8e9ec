import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectFieldValues } from "@/testing/expect-field-values";
import { expectSubmitRefused } from "@/testing/expect-submit-refused";
import { buildUser } from "@/testing/factories";
import { buildFile } from "@/testing/files";
import { renderWithProps } from "@/testing/render-with-props";
import { typeIntoFields } from "@/testing/type-into-fields";
import type { UserFormFieldError } from "../utils/server-field-errors";
import { UserForm, type UserFormProps } from "./user-form";

const TOO_SHORT_PASSWORD = "Password must be at least 6 characters";

const existingAdmin = buildUser({ id: "5b0f4f43-7c2e-4a53-9f0b-3f4f1d1f2a10" });

function renderForm(props: Partial<UserFormProps> = {}) {
  const onSubmit = vi.fn<UserFormProps["onSubmit"]>();
  const onCancel = vi.fn();
  const view = renderWithProps(UserForm, {
    mode: "create",
    userType: "system_admin",
    submitLabel: "Create Admin",
    onSubmit,
    onCancel,
    ...props,
  });
  return { onSubmit, onCancel, user: userEvent.setup({ applyAccept: false }), ...view };
}

describe("UserForm for system admins", () => {
  it("asks for Name, Email, Password, Phone and Profile Image, in that order", () => {
    renderForm();
    const labels = Array.from(document.querySelectorAll("label")).map((label) => label.textContent);
    expect(labels).toEqual(["Name", "Email", "Password", "Phone", "Profile Image"]);
  });

  it("marks the required fields before any submit, visibly and for assistive technology", () => {
    renderForm();
    for (const name of ["Name", "Email", "Password"]) {
      const field = screen.getByLabelText(name);
      expect(field).toHaveAttribute("aria-required", "true");
      expect(field.closest("div")?.parentElement).toHaveTextContent(`${name}*`);
    }
    expect(screen.getByLabelText("Phone")).not.toHaveAttribute("aria-required");
  });

  it("marks the phone required for an event admin, and no password when editing", () => {
    renderForm({ userType: "event_admin", mode: "edit", user: existingAdmin });
    expect(screen.getByLabelText("Phone")).toHaveAttribute("aria-required", "true");
    expect(screen.getByLabelText("Password")).not.toHaveAttribute("aria-required");
  });

  it("names missing name or email, in the form and beside the fields", async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Create Admin" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Name and email are required");
    expect(screen.getByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Name")).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("requires a password for a new admin, of at least 6 characters", async () => {
    const { user, onSubmit } = renderForm();
    await typeIntoFields(user, { Name: "Ada", Email: "ada@example.org" });
    await user.click(screen.getByRole("button", { name: "Create Admin" }));
    expect(await screen.findByText("Password is required for new admins")).toBeInTheDocument();
    expect(screen.queryByText("Name and email are required")).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Password"), "12345");
    await expectSubmitRefused(user, "Create Admin", TOO_SHORT_PASSWORD, onSubmit);
  });

  it("creates with phone optional, type system_admin and isVerified false", async () => {
    const { user, onSubmit } = renderForm();
    expect(screen.getByLabelText("Phone")).toHaveAccessibleDescription("Optional");
    await typeIntoFields(user, {
      Name: "  Ada Lovelace ",
      Email: "ada@example.org",
      Password: "secret1",
    });
    await user.click(screen.getByRole("button", { name: "Create Admin" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.org",
      password: "secret1",
      type: "system_admin",
      isVerified: false,
      profile_image: null,
    });
  });

  it("fills in the admin on edit; a blank password keeps the current one", async () => {
    const { user, onSubmit } = renderForm({
      mode: "edit",
      user: existingAdmin,
      submitLabel: "Update Admin",
    });
    expectFieldValues({
      Name: "Grace Hopper",
      Email: "grace@example.org",
      Phone: "+1 555 0100",
      Password: "",
    });
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
      "Leave blank to keep the current password",
    );
    await user.click(screen.getByRole("button", { name: "Update Admin" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const values = onSubmit.mock.calls[0]?.[0];
    expect(values?.password).toBeUndefined();
    expect(values?.isVerified).toBe(true);
    expect(values?.phone).toBe("+1 555 0100");
  });

  it("still checks a new password's length on edit", async () => {
    const { user, onSubmit } = renderForm({
      mode: "edit",
      user: existingAdmin,
      submitLabel: "Update Admin",
    });
    await user.type(screen.getByLabelText("Password"), "123");
    await expectSubmitRefused(user, "Update Admin", TOO_SHORT_PASSWORD, onSubmit);
  });

  it("refuses a profile image of another type or over 10 MB as soon as it is chosen", async () => {
    const { user, onSubmit } = renderForm();
    const picker = screen.getByLabelText("Profile Image");
    expect(picker).toHaveAttribute("accept", "image/jpeg,image/png,image/gif,image/webp");

    await user.upload(picker, new File(["%PDF"], "cv.pdf", { type: "application/pdf" }));
    expect(
      await screen.findByText("Profile image must be a JPEG, PNG, GIF or WEBP image"),
    ).toBeInTheDocument();

    const huge = buildFile("huge.png", "image/png", 10 * 1024 * 1024 + 1);
    await user.upload(picker, huge);
    expect(await screen.findByText("Profile image must be 10 MB or smaller")).toBeInTheDocument();

    await typeIntoFields(user, { Name: "Ada", Email: "ada@example.org", Password: "secret1" });
    await user.click(screen.getByRole("button", { name: "Create Admin" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits an accepted profile image", async () => {
    const { user, onSubmit } = renderForm();
    const image = new File(["png"], "me.png", { type: "image/png" });
    await user.upload(screen.getByLabelText("Profile Image"), image);
    await typeIntoFields(user, { Name: "Ada", Email: "ada@example.org", Password: "secret1" });
    await user.click(screen.getByRole("button", { name: "Create Admin" }));
    expect(onSubmit.mock.calls[0]?.[0].profile_image).toBe(image);
  });

  it("keeps what was typed and shows the server's field errors beside their fields", async () => {
    const { user, onSubmit, rerenderWith } = renderForm();
    await typeIntoFields(user, { Name: "Ada", Email: "taken@example.org", Password: "secret1" });
    await user.click(screen.getByRole("button", { name: "Create Admin" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    const serverFieldErrors: UserFormFieldError[] = [
      { field: "email", message: "A user with this email already exists" },
      { field: "phone", message: "Enter a valid phone number" },
    ];
    rerenderWith({ serverFieldErrors });
    expect(await screen.findByText("A user with this email already exists")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
      "A user with this email already exists",
    );
    expect(screen.getByText("Enter a valid phone number")).toBeInTheDocument();
    expectFieldValues({
      Name: "Ada",
      Email: "taken@example.org",
      Password: "secret1",
    });
  });

  it("reads 'Saving...' and is disabled while busy; Cancel calls onCancel", async () => {
    const { user, onCancel, rerenderWith } = renderForm();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerenderWith({ isBusy: true });
    expect(screen.getByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Create Admin" })).not.toBeInTheDocument();
  });
});

describe("UserForm for event admins", () => {
  const eventAdminProps: Partial<UserFormProps> = {
    userType: "event_admin",
    fieldOrder: ["phone", "password"],
    submitLabel: "Create Event Admin",
  };

  it("asks for the phone before the password", () => {
    renderForm(eventAdminProps);
    const labels = Array.from(document.querySelectorAll("label")).map((label) => label.textContent);
    expect(labels).toEqual(["Name", "Email", "Phone", "Password", "Profile Image"]);
  });

  it("requires a phone", async () => {
    const { user, onSubmit } = renderForm(eventAdminProps);
    expect(screen.getByLabelText("Phone")).not.toHaveAccessibleDescription("Optional");
    await typeIntoFields(user, { Name: "Ada", Email: "ada@example.org", Password: "secret1" });
    await expectSubmitRefused(
      user,
      "Create Event Admin",
      "Phone is required for event admins",
      onSubmit,
    );

    await user.type(screen.getByLabelText("Phone"), "+44 20 7946 0000");
    await user.click(screen.getByRole("button", { name: "Create Event Admin" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      phone: "+44 20 7946 0000",
      type: "event_admin",
    });
  });

  it("requires a password of at least 6 characters on create only", async () => {
    const { user, onSubmit } = renderForm(eventAdminProps);
    await typeIntoFields(user, { Name: "Ada", Email: "ada@example.org", Phone: "12345" });
    await user.click(screen.getByRole("button", { name: "Create Event Admin" }));
    expect(await screen.findByText("Password is required for new admins")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Password"), "abc");
    await expectSubmitRefused(user, "Create Event Admin", TOO_SHORT_PASSWORD, onSubmit);
  });

  it("keeps the password when left blank on edit", async () => {
    const { user, onSubmit } = renderForm({
      ...eventAdminProps,
      mode: "edit",
      user: { ...existingAdmin, type: "event_admin", isVerified: false },
      submitLabel: "Update Event Admin",
    });
    await user.click(screen.getByRole("button", { name: "Update Event Admin" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ isVerified: false, type: "event_admin" });
    expect(onSubmit.mock.calls[0]?.[0].password).toBeUndefined();
  });
});
