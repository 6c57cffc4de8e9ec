import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { LoginForm, type LoginFormProps } from "./login-form";

function renderForm({ isLoading = false }: Partial<Pick<LoginFormProps, "isLoading">> = {}) {
  const onSubmit = vi.fn<LoginFormProps["onSubmit"]>();
  render(
    <MemoryRouter>
      <LoginForm onSubmit={onSubmit} isLoading={isLoading} />
    </MemoryRouter>,
  );
  return { onSubmit };
}

describe("LoginForm", () => {
  it("keeps the Login button disabled until both e-mail and password are given", async () => {
    const user = userEvent.setup();
    renderForm();
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
    const user = userEvent.setup();
    renderForm({ isLoading: true });
    await user.type(screen.getByLabelText("Email"), "admin@example.org");
    await user.type(screen.getByLabelText("Password"), "secret");
    const button = screen.getByRole("button", { name: "Logging in..." });
    expect(button).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Login" })).not.toBeInTheDocument();
  });

  it("submits the e-mail and password", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(screen.getByLabelText("Email"), "admin@example.org");
    await user.type(screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: "admin@example.org", password: "secret" });
  });

  it("does not submit an e-mail address that is not one", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(screen.getByLabelText("Email"), "not-an-address");
    await user.type(screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
  });

  it("offers the spec's links, and a Forgot Password control that goes nowhere", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    expect(screen.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/register");
    expect(screen.getByRole("link", { name: "Admin Login" })).toHaveAttribute(
      "href",
      "/admin/login",
    );
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await user.click(screen.getByRole("button", { name: "Forgot Password" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
