import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig, loadConfigOrExit } from "./config.js";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      DATA_DIR: "./data",
      MAIL_FROM: "no-reply@localhost",
      SUPPORT_EMAIL: "support@localhost",
      PUBLIC_URL: "http://localhost:3000",
      LOG_LEVEL: "info",
      AUDIT_RETENTION_DAYS: 400,
      TIMEZONE: "UTC",
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.SECRET_KEY).toBeUndefined();
  });

  it.each([
    [{ PORT: "http" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ SMTP_URL: "not a url" }, "SMTP_URL"],
    [{ PUBLIC_URL: "ftp://example.com" }, "PUBLIC_URL"],
    [{ ADMIN_EMAIL: "boss@example.com" }, "ADMIN_PASSWORD"],
    [{ SECRET_KEY: "short" }, "SECRET_KEY"],
    [{ AUDIT_RETENTION_DAYS: "0" }, "AUDIT_RETENTION_DAYS"],
    [{ AUDIT_RETENTION_DAYS: "a year" }, "AUDIT_RETENTION_DAYS"],
    [{ TIMEZONE: "Mars/Olympus" }, "TIMEZONE"],
    [{ TIMEZONE: "Europe/Berlin; drop table" }, "TIMEZONE"],
  ])("rejects %o naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name}: `));
  });

  it("takes an IANA zone or alias as TIMEZONE", () => {
    expect(loadConfig({ TIMEZONE: "Europe/Berlin" }).TIMEZONE).toBe("Europe/Berlin");
    expect(loadConfig({ TIMEZONE: "Europe/Kyiv" }).TIMEZONE).toBe("Europe/Kyiv");
  });

  it("prints one line and exits 1 for a bad value", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation((() => {
      throw new Error("exit");
    }) as never);
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect(() => loadConfigOrExit({ PORT: "abc" })).toThrow("exit");
    expect(exit).toHaveBeenCalledWith(1);
    const output = String(stderr.mock.calls[0]?.[0]);
    expect(output).toMatch(/^Invalid configuration: PORT: .+\n$/);
    expect(output.trim().split("\n")).toHaveLength(1);
  });
});
