import { describe, expect, it } from "vitest";
import { agendaPath, isAppPath, signInPath } from "./paths";

describe("the app's paths", () => {
  it("fills an event's id in, encoded", () => {
    expect(agendaPath("a/b")).toBe("/app/events/a%2Fb/agenda");
  });

  it("takes only the app's own addresses as a place to come back to", () => {
    expect(isAppPath("/app/events/1/ticket")).toBe(true);
    expect(isAppPath("/app/../system-admin/events")).toBe(false);
    expect(isAppPath("//evil.example/app/")).toBe(false);
    expect(isAppPath("https://evil.example/app/")).toBe(false);
  });

  it("sends to sign-in with the way back, unless that is the start", () => {
    expect(signInPath("/app/events/1/ticket")).toBe(
      "/app/sign-in?next=%2Fapp%2Fevents%2F1%2Fticket",
    );
    expect(signInPath("/app/")).toBe("/app/sign-in");
    expect(signInPath("/elsewhere")).toBe("/app/sign-in");
  });
});
