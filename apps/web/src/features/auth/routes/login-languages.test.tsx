import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { storedLanguageChoice, storeLanguageChoice } from "@/i18n/choose-language";
import { loadBundle } from "@/i18n/i18n";
import { showTextsIn } from "@/testing/languages";
import { renderWithRouter } from "@/testing/render-with-router";
import { AuthProvider } from "../auth-provider";
import { LoginRoute } from "./login";

afterEach(() => storeLanguageChoice(null));

function renderLoginPage() {
  renderWithRouter(
    <AuthProvider>
      <LoginRoute />
    </AuthProvider>,
  );
}

describe("the sign-in page in other languages", () => {
  it("reads in German", async () => {
    await showTextsIn("de");
    renderLoginPage();
    expect(screen.getByRole("heading", { name: "Willkommen zurück" })).toBeInTheDocument();
    expect(screen.getByLabelText("E-Mail")).toBeInTheDocument();
    expect(screen.getByLabelText("Passwort")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Jetzt starten" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Datenschutzerklärung" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Sprache" })).toHaveValue("de");
  });

  it("switches language from the select under the card, before anyone signs in", async () => {
    await loadBundle("start");
    const user = userEvent.setup();
    renderLoginPage();
    const select = screen.getByRole("combobox", { name: "Language" });
    expect(screen.getByRole("option", { name: "Español" })).toHaveAttribute("lang", "es");
    await user.selectOptions(select, "es");
    expect(await screen.findByRole("heading", { name: "Bienvenido de nuevo" })).toBeInTheDocument();
    expect(storedLanguageChoice()).toBe("es");
    expect(document.documentElement.lang).toBe("es");
  });
});
