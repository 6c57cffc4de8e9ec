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
    [{ FILE_STORE: "ftp" }, "FILE_STORE"],
    [{ FILE_STORE: "s3", S3_BUCKET: "events" }, "S3_REGION"],
    [{ FILE_STORE: "s3", S3_REGION: "eu-central-1" }, "S3_BUCKET"],
    [{ S3_ACCESS_KEY_ID: "key" }, "S3_SECRET_ACCESS_KEY"],
    [{ S3_SECRET_ACCESS_KEY: "secret" }, "S3_ACCESS_KEY_ID"],
    [{ S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT"],
    [{ S3_FORCE_PATH_STYLE: "yes" }, "S3_FORCE_PATH_STYLE"],
    [{ TRUST_PROXY: "the load balancer" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.0/33" }, "TRUST_PROXY"],
  ])("rejects %o naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name}: `));
  });

  it("keeps files on disk unless told otherwise, and takes a whole S3 configuration", () => {
    expect(loadConfig({}).FILE_STORE).toBe("disk");
    expect(
      loadConfig({
        FILE_STORE: "s3",
        S3_ENDPOINT: "http://minio.internal:9000",
        S3_REGION: "eu-central-1",
        S3_BUCKET: "events-files",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "true",
      }),
    ).toMatchObject({ FILE_STORE: "s3", S3_BUCKET: "events-files", S3_FORCE_PATH_STYLE: true });
  });

  it("believes forwarded addresses only from the proxies TRUST_PROXY names", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.2" }).TRUST_PROXY).toBe(
      "10.0.0.0/8,192.168.1.2",
    );
    const hops = loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY;
    if (typeof hops !== "function") throw new Error("a number of proxies is a function");
    expect([hops("10.0.0.1", 0), hops("10.0.0.2", 1)]).toEqual([true, false]);
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
