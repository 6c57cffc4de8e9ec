import { describe, expect, it } from "vitest";
import { showTextsIn } from "@/testing/languages";
import { checkLogin } from "./check-login";

const TOO_LONG_EMAIL = `${"a".repeat(250)}@example.org`;
const TOO_LONG_PASSWORD = "x".repeat(300);

describe("checkLogin", () => {
  it("answers the contract's messages in English, the first for each field", () => {
    expect(checkLogin({ email: "", password: "" })).toEqual({
      errors: { email: "Email is required", password: "Password is required" },
    });
    expect(checkLogin({ email: TOO_LONG_EMAIL, password: TOO_LONG_PASSWORD })).toEqual({
      errors: { email: "Email is too long", password: "Password is too long" },
    });
  });

  it("answers each of them in the active language", async () => {
    await showTextsIn("de");
    expect(checkLogin({ email: "", password: "" })).toEqual({
      errors: {
        email: "E-Mail-Adresse ist erforderlich",
        password: "Passwort ist erforderlich",
      },
    });
    expect(checkLogin({ email: "ada", password: TOO_LONG_PASSWORD })).toEqual({
      errors: {
        email: "Geben Sie eine gültige E-Mail-Adresse ein",
        password: "Das Passwort ist zu lang",
      },
    });
    expect(checkLogin({ email: TOO_LONG_EMAIL, password: "secret" }).errors?.email).toBe(
      "Die E-Mail-Adresse ist zu lang",
    );
  });

  it("gives the request when both fields pass", () => {
    expect(checkLogin({ email: " ada@example.org ", password: "secret" })).toEqual({
      credentials: { email: "ada@example.org", password: "secret" },
    });
  });
});
