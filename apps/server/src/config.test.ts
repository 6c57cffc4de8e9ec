import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig, loadConfigOrExit, ssoSettingsOf, webauthnSettingsOf } from "./config.js";

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
    expect(config.PARTICIPANT_RETENTION_DAYS).toBeUndefined();
  });

  it("takes PARTICIPANT_RETENTION_DAYS as whole days, empty as unset", () => {
    expect(loadConfig({ PARTICIPANT_RETENTION_DAYS: "365" }).PARTICIPANT_RETENTION_DAYS).toBe(365);
    expect(loadConfig({ PARTICIPANT_RETENTION_DAYS: " " }).PARTICIPANT_RETENTION_DAYS).toBe(
      undefined,
    );
  });

  /** An environment loadConfig refuses, and the setting its message names. */
  type RefusedCase = [env: Record<string, string>, name: string];

  /** Values each setting refuses on its own. */
  const REFUSED_VALUES: Record<string, string[]> = {
    PORT: ["http", "70000"],
    DATABASE_URL: ["mysql://x"],
    SMTP_URL: ["not a url"],
    PUBLIC_URL: ["ftp://example.com"],
    SECRET_KEY: ["short"],
    AUDIT_RETENTION_DAYS: ["0", "a year"],
    PARTICIPANT_RETENTION_DAYS: ["0", "3651", "1.5", "a year"],
    TIMEZONE: ["Mars/Olympus", "Europe/Berlin; drop table"],
    FILE_STORE: ["ftp"],
    S3_ENDPOINT: ["minio:9000"],
    S3_FORCE_PATH_STYLE: ["yes"],
    TRUST_PROXY: ["the load balancer", "10.0.0.0/33"],
    OIDC_ISSUER: ["ftp://idp.example.com", "not a url"],
    OIDC_CREATE_ACCOUNTS: ["system_admin", "yes"],
    WEBAUTHN_RP_ID: ["https://example.com", "127.0.0.1", "example.com:443", "-example.com"],
    WEBAUTHN_ORIGINS: ["localhost:3000", "ftp://localhost", "http://localhost:3000/app"],
  };

  const OIDC_CLIENT = { OIDC_CLIENT_ID: "events", OIDC_CLIENT_SECRET: "secret" };

  it.each<RefusedCase>([
    ...Object.entries(REFUSED_VALUES).flatMap(([name, values]) =>
      values.map((value): RefusedCase => [{ [name]: value }, name]),
    ),
    // A setting given without the one it goes with is refused naming the one missing.
    [{ ADMIN_EMAIL: "boss@example.com" }, "ADMIN_PASSWORD"],
    [{ FILE_STORE: "s3", S3_BUCKET: "events" }, "S3_REGION"],
    [{ FILE_STORE: "s3", S3_REGION: "eu-central-1" }, "S3_BUCKET"],
    [{ S3_ACCESS_KEY_ID: "key" }, "S3_SECRET_ACCESS_KEY"],
    [{ S3_SECRET_ACCESS_KEY: "secret" }, "S3_ACCESS_KEY_ID"],
    [{ OIDC_ISSUER: "https://idp.example.com" }, "OIDC_CLIENT_ID"],
    [{ OIDC_ISSUER: "https://idp.example.com", OIDC_CLIENT_ID: "events" }, "OIDC_CLIENT_SECRET"],
    [OIDC_CLIENT, "OIDC_ISSUER"],
    // Plain http only to a provider on this machine.
    [{ OIDC_ISSUER: "http://idp.example.com", ...OIDC_CLIENT }, "OIDC_ISSUER"],
    [{ OIDC_ISSUER: "http://10.0.0.5:8080", ...OIDC_CLIENT }, "OIDC_ISSUER"],
    // Passkeys of a domain serve only the pages of that domain and below it.
    [{ WEBAUTHN_RP_ID: "example.org" }, "WEBAUTHN_RP_ID"],
    [{ WEBAUTHN_ORIGINS: "https://events.example.org" }, "WEBAUTHN_ORIGINS"],
    [
      { WEBAUTHN_RP_ID: "example.org", WEBAUTHN_ORIGINS: "https://notexample.org" },
      "WEBAUTHN_RP_ID",
    ],
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

  it("has no single sign-on unless issuer, client id and secret are all given", () => {
    expect(ssoSettingsOf(loadConfig({}))).toBeUndefined();
    expect(ssoSettingsOf(loadConfig({ OIDC_BUTTON_LABEL: "Acme ID" }))).toBeUndefined();
    expect(
      ssoSettingsOf(
        loadConfig({ OIDC_ISSUER: "https://id.example.com/realms/staff", ...OIDC_CLIENT }),
      ),
    ).toEqual({
      issuer: new URL("https://id.example.com/realms/staff"),
      clientId: "events",
      clientSecret: "secret",
      buttonLabel: "single sign-on",
      createAccounts: "",
    });
  });

  it("takes an http issuer on a loopback host, a button label and event_admin accounts", () => {
    for (const issuer of [
      "http://127.0.0.1:9000",
      "http://localhost:9000/oidc",
      "http://[::1]:9000",
    ]) {
      const settings = ssoSettingsOf(
        loadConfig({
          OIDC_ISSUER: issuer,
          ...OIDC_CLIENT,
          OIDC_BUTTON_LABEL: " Acme ID ",
          OIDC_CREATE_ACCOUNTS: "event_admin",
        }),
      );
      expect(settings).toMatchObject({ buttonLabel: "Acme ID", createAccounts: "event_admin" });
      expect(settings?.issuer.href).toBe(new URL(issuer).href);
    }
  });

  it("gives passkeys PUBLIC_URL's host and origin unless WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS say", () => {
    expect(webauthnSettingsOf(loadConfig({}))).toEqual({
      rpId: "localhost",
      origins: ["http://localhost:3000"],
    });
    expect(
      webauthnSettingsOf(loadConfig({ PUBLIC_URL: "https://events.example.org/base/" })),
    ).toEqual({ rpId: "events.example.org", origins: ["https://events.example.org"] });
    expect(
      webauthnSettingsOf(
        loadConfig({
          PUBLIC_URL: "https://events.example.org",
          WEBAUTHN_RP_ID: "Example.org",
          WEBAUTHN_ORIGINS: "https://events.example.org/, https://app.example.org:8443",
        }),
      ),
    ).toEqual({
      rpId: "example.org",
      origins: ["https://events.example.org", "https://app.example.org:8443"],
    });
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
