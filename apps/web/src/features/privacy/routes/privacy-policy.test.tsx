import { PRIVACY_POLICY_VERSION } from "@events/contract";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { showTextsIn } from "@/testing/languages";
import { renderWithRouter } from "@/testing/render-with-router";
import { PrivacyPolicyRoute } from "./privacy-policy";

describe("PrivacyPolicyRoute", () => {
  it("states the version a consent names, under the date it was last updated", () => {
    renderWithRouter(<PrivacyPolicyRoute />);
    const lastUpdated = screen.getByText("Last updated: August 15, 2025");
    const version = screen.getByText(`Version ${PRIVACY_POLICY_VERSION}`);
    expect(lastUpdated.compareDocumentPosition(version)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(version).toHaveTextContent("Version 2026-11-27");
  });

  it("reads in Spanish, its date written the Spanish way, with both links back to sign-in", async () => {
    await showTextsIn("es");
    renderWithRouter(<PrivacyPolicyRoute />);
    expect(screen.getByRole("heading", { level: 1, name: "Política de privacidad" })).toBeVisible();
    expect(screen.getByText("Última actualización: 15 de agosto de 2025")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Menores" })).toBeInTheDocument();
    expect(screen.getByText(/no está pensada para menores de 13 años/)).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Volver al inicio de sesión" })).toHaveLength(2);
  });
});
