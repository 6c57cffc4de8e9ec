import { PRIVACY_POLICY_VERSION } from "@events/contract";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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
});
