import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectLinks } from "@/testing/expect-links";
import { expectSubmitRefused } from "@/testing/expect-submit-refused";
import { renderWithRouter } from "@/testing/render-with-router";
import { typeIntoFields } from "@/testing/type-into-fields";
import { LoginForm, type LoginFormProps } from "./login-form";

function renderForm({ isLoading = false }: Partial<Pick<LoginFormProps, "isLoading">> = {}) {
  const onSubmit = vi.fn<LoginFormProps["onSubmit"]>();
  renderWithRouter(<LoginForm onSubmit={onSubmit} isLoading={isLoading} />);
  return { onSubmit, user: userEvent.setup() };
}

describe("LoginForm", () => {
  it("keeps the Login button disabled until both e-mail and password are given", async () => {
    const { user } = renderForm();
    const button = screen.getByRole("button", { name: "Login" });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText("Email"), "admin@example.org");
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText("Password"), "secret");
    expect(button).toBeEnabled();
    await user.clear(screen.getByLabelText("Email"));
    expect(button).toBeDisabled();
  });

  it("reads 'Logging in...' and stays disabled while loading", async () => {
    const { user } = renderForm({ isLoading: true });
    await typeIntoFields(user, { Email: "admin@example.org", Password: "secret" });
    const button = screen.getByRole("button", { name: "Logging in..." });
    expect(button).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Login" })).not.toBeInTheDocument();
  });

  it("submits the e-mail and password", async () => {
    const { user, onSubmit } = renderForm();
    await typeIntoFields(user, { Email: "admin@example.org", Password: "secret" });
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: "admin@example.org", password: "secret" });
  });

  it("does not submit an e-mail address that is not one", async () => {
    const { user, onSubmit } = renderForm();
    await typeIntoFields(user, { Email: "not-an-address", Password: "secret" });
    await expectSubmitRefused(user, "Login", "Enter a valid email address", onSubmit);
  });

  it("after a refused submit, checks the corrected field as it changes and submits it trimmed", async () => {
    const { user, onSubmit } = renderForm();
    await typeIntoFields(user, { Email: "  not-an-address", Password: "secret" });
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveFocus();
    await user.type(screen.getByLabelText("Email"), "@example.org ");
    expect(screen.queryByText("Enter a valid email address")).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      email: "not-an-address@example.org",
      password: "secret",
    });
  });

  it("offers the spec's links, and a Forgot Password control that goes nowhere", async () => {
    const { user, onSubmit } = renderForm();
    expectLinks({
      "Get Started": "/register",
      "Admin Login": "/admin/login",
      "Privacy Policy": "/privacy-policy",
    });
    await user.click(screen.getByRole("button", { name: "Forgot Password" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
