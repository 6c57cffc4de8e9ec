import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type AuthContextValue, useAuth } from "@/hooks/use-auth";
import { activateLanguage } from "@/i18n/i18n";
import { stubJsonServer } from "@/testing/stub-json-server";
import { AuthProvider } from "./auth-provider";

const CREDENTIALS = { email: "ada@example.com", password: "wrong password" };
const REFUSED = {
  status: 401,
  body: { error: "Invalid email or password", code: "auth.invalidCredentials" },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

let auth: AuthContextValue | undefined;

function ShowError() {
  auth = useAuth();
  return <p>{auth.error}</p>;
}

async function signInRefused() {
  stubJsonServer({ "POST /api/auth/login": REFUSED });
  render(
    <AuthProvider>
      <ShowError />
    </AuthProvider>,
  );
  await act(() => auth?.login(CREDENTIALS).catch(() => undefined));
}

describe("the sign-in state's error", () => {
  it("is the server's refusal in the reader's language, by its code, with the sign-in page's texts", async () => {
    await activateLanguage("de", ["start"]);
    await signInRefused();
    expect(screen.getByText("E-Mail-Adresse oder Passwort ist falsch")).toBeInTheDocument();
  });

  it("is the server's exact words in English", async () => {
    await signInRefused();
    expect(screen.getByText("Invalid email or password")).toBeInTheDocument();
  });
});
