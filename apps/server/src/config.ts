import { isIP } from "node:net";
import {
  isTimeZone,
  LANGUAGES,
  MAX_RETENTION_DAYS,
  SOURCE_LANGUAGE,
  SSO_CREATED_ACCOUNT_TYPES,
  SSO_DEFAULT_BUTTON_LABEL,
} from "@events/contract";
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const optionalUrl = (protocols: RegExp) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === "" ? undefined : value))
    .pipe(z.url({ protocol: protocols, error: "must be a valid URL" }).optional());

const wholeNumber = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`)
    .default(fallback);

/** A switch written true or false, off unless set. */
const offByDefault = z
  .enum(["true", "false"], { error: "must be true or false" })
  .default("false")
  .transform((value) => value === "true");

const WEBAUTHN_RP_ID_RULE = "must be a domain name such as events.example.org, not an address";
const WEBAUTHN_ORIGINS_RULE =
  "must be http or https origins (scheme, host and port only) separated by commas";

/** The origins of a comma-separated list, each as URL writes it; undefined if one is none. */
function originsOf(value: string): string[] | undefined {
  const origins = value.split(",").map((entry) => entry.trim().replace(/\/$/, ""));
  const isOrigin = (entry: string) =>
    URL.canParse(entry) &&
    /^https?:$/.test(new URL(entry).protocol) &&
    new URL(entry).origin === entry.toLowerCase();
  return origins.every(isOrigin) ? origins.map((entry) => new URL(entry).origin) : undefined;
}

/** Whether a page of the origin may use passkeys of the RP ID: its host is the ID or below it. */
function isWithinRpId(origin: string, rpId: string): boolean {
  const host = new URL(origin).hostname;
  return host === rpId || host.endsWith(`.${rpId}`);
}

const configSchema = z
  .object({
    PORT: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(0, "must be between 0 and 65535")
      .max(65535, "must be between 0 and 65535")
      .default(3000),
    HOST: z.string().trim().min(1).default("127.0.0.1"),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
    SMTP_URL: optionalUrl(/^smtps?$/),
    MAIL_FROM: z.string().trim().min(1).default("no-reply@localhost"),
    // E-mail to participants: each server sends at most this many a minute, and
    // retries a refused send after this delay, doubling each time.
    MAIL_RATE_PER_MINUTE: wholeNumber(1, 600_000, 120),
    MAIL_RETRY_DELAY_SECONDS: wholeNumber(1, 3_600, 30),
    // Self-registration's public form: the largest number its proof of work hides (about a
    // second of a phone's work on average), and how many submits one event takes a minute.
    REGISTRATION_POW_MAX_NUMBER: wholeNumber(1, 100_000_000, 100_000),
    REGISTRATIONS_PER_EVENT_PER_MINUTE: wholeNumber(1, 1_000_000, 1_200),
    // The activity log keeps entries this many days; a daily sweep removes older ones.
    AUDIT_RETENTION_DAYS: wholeNumber(1, 36_500, 400),
    // The retention_days of events created without one; unset keeps their participants.
    PARTICIPANT_RETENTION_DAYS: optionalText.pipe(
      z.coerce
        .number<string | undefined>({ error: "must be a number" })
        .int("must be a whole number")
        .min(1, `must be between 1 and ${MAX_RETENTION_DAYS}`)
        .max(MAX_RETENTION_DAYS, `must be between 1 and ${MAX_RETENTION_DAYS}`)
        .optional(),
    ),
    // The zone of events created without one: their calendar feeds and e-mails.
    TIMEZONE: z
      .string()
      .trim()
      .default("UTC")
      .refine(isTimeZone, "must be an IANA time zone name, like Europe/Berlin or UTC"),
    ADMIN_EMAIL: optionalText.pipe(z.email("must be a valid e-mail address").optional()),
    ADMIN_PASSWORD: optionalText.pipe(
      z.string().min(6, "must be at least 6 characters").optional(),
    ),
    ADMIN_NAME: optionalText,
    PUBLIC_URL: optionalUrl(/^https?$/),
    SUPPORT_EMAIL: z.string().trim().min(1).default("support@localhost"),
    SECRET_KEY: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    REDIS_URL: optionalUrl(/^rediss?$/),
    // Uploaded files: this server's disk (DATA_DIR/uploads), or an S3-compatible
    // bucket that several servers share.
    FILE_STORE: z.enum(["disk", "s3"], { error: "must be disk or s3" }).default("disk"),
    S3_ENDPOINT: optionalUrl(/^https?$/),
    S3_REGION: optionalText,
    S3_BUCKET: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: offByDefault,
    // Webhooks may be sent to loopback, private, link-local and metadata addresses: for a
    // receiver on this machine or its network (the tests' receivers), never where admins are
    // not trusted with the server's network.
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: offByDefault,
    // The language of a reader who chose none and whose browser asks for none the product
    // speaks: participants' e-mails without a language, a first visit's pages.
    DEFAULT_LANGUAGE: z.enum(LANGUAGES).default(SOURCE_LANGUAGE),
    // Behind a load balancer: which proxies' X-Forwarded-For to believe for the caller's
    // address (rate limits, the activity log). See trustProxyOf.
    TRUST_PROXY: z
      .string()
      .trim()
      .default("false")
      .refine(
        (value) => trustProxyOf(value) !== undefined,
        "must be true, false, a number of proxies, or addresses and CIDR ranges separated by commas",
      )
      .transform((value) => trustProxyOf(value) ?? false),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    LOG_FORMAT: z.enum(["auto", "pretty", "json"]).default("auto"),
    WEB_DIST_DIR: optionalText,
    // Single sign-on through an OpenID Connect provider: issuer, client id and secret all set,
    // or none (no SSO). The provider's discovery document is read at the first sign-in.
    OIDC_ISSUER: optionalUrl(/^https?$/),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    OIDC_BUTTON_LABEL: optionalText.transform((value) => value ?? SSO_DEFAULT_BUTTON_LABEL),
    OIDC_CREATE_ACCOUNTS: z
      .enum(SSO_CREATED_ACCOUNT_TYPES, { error: "must be empty or event_admin" })
      .default(""),
    // Passkeys: the domain they belong to, and the pages' origins that may use them; by
    // default PUBLIC_URL's host and origin (webauthnSettingsOf).
    WEBAUTHN_RP_ID: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i, WEBAUTHN_RP_ID_RULE)
        .refine((value) => isIP(value) === 0, WEBAUTHN_RP_ID_RULE)
        .optional(),
    ),
    WEBAUTHN_ORIGINS: optionalText.pipe(
      z
        .string()
        .refine((value) => originsOf(value) !== undefined, WEBAUTHN_ORIGINS_RULE)
        .optional(),
    ),
  })
  .superRefine((value, context) => {
    if (Boolean(value.ADMIN_EMAIL) !== Boolean(value.ADMIN_PASSWORD)) {
      context.addIssue({
        code: "custom",
        path: [value.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
        message: "ADMIN_EMAIL and ADMIN_PASSWORD must be given together",
      });
    }
    if (value.FILE_STORE === "s3") {
      for (const name of ["S3_REGION", "S3_BUCKET"] as const) {
        if (!value[name])
          context.addIssue({
            code: "custom",
            path: [name],
            message: "is required with FILE_STORE=s3",
          });
      }
    }
    if (Boolean(value.S3_ACCESS_KEY_ID) !== Boolean(value.S3_SECRET_ACCESS_KEY)) {
      context.addIssue({
        code: "custom",
        path: [value.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be given together",
      });
    }
    const webauthn = webauthnSettingsOf({
      ...value,
      PUBLIC_URL: value.PUBLIC_URL ?? defaultPublicUrl(value.PORT),
    });
    if (webauthn && !webauthn.origins.every((origin) => isWithinRpId(origin, webauthn.rpId))) {
      context.addIssue({
        code: "custom",
        path: [value.WEBAUTHN_RP_ID ? "WEBAUTHN_RP_ID" : "WEBAUTHN_ORIGINS"],
        message:
          "every WEBAUTHN_ORIGINS host must be WEBAUTHN_RP_ID or end in .WEBAUTHN_RP_ID (by default PUBLIC_URL's host)",
      });
    }
    const oidcNames = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const;
    const missingOidc = oidcNames.filter((name) => !value[name]);
    if (missingOidc.length > 0 && missingOidc.length < oidcNames.length) {
      context.addIssue({
        code: "custom",
        path: [missingOidc[0] as string],
        message: "OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be given together",
      });
    }
    // The client secret and the users' identities travel to the issuer: only a provider on
    // this machine (the tests') may be spoken to without TLS.
    if (
      value.OIDC_ISSUER &&
      URL.canParse(value.OIDC_ISSUER) &&
      !isHttpsOrLoopback(new URL(value.OIDC_ISSUER))
    ) {
      context.addIssue({
        code: "custom",
        path: ["OIDC_ISSUER"],
        message: "must be an https URL (http only on a loopback host such as 127.0.0.1)",
      });
    }
  });

/** Whether a URL is https, or http to this machine itself. */
export function isHttpsOrLoopback(url: URL): boolean {
  return url.protocol === "https:" || isLoopbackHost(url.hostname);
}

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, "$1");
  if (host === "localhost" || host === "::1") return true;
  return isIP(host) === 4 && host.startsWith("127.");
}

/**
 * Fastify's trustProxy from TRUST_PROXY: true or false; a whole number, the proxies in front
 * (as a function, which Fastify's types take where its docs name a number); else a
 * comma-separated list of addresses and CIDR ranges. Undefined when it is none of these.
 */
export function trustProxyOf(
  value: string,
): boolean | string | ((address: string, hop: number) => boolean) | undefined {
  if (value === "true") return true;
  if (value === "false" || value === "") return false;
  if (/^\d+$/.test(value)) {
    const proxies = Number(value);
    return (_address, hop) => hop < proxies;
  }
  const entries = value.split(",").map((entry) => entry.trim());
  const isAddressOrRange = (entry: string) => {
    const [address = "", bits, ...rest] = entry.split("/");
    if (rest.length > 0 || isIP(address) === 0) return false;
    const maxBits = isIP(address) === 4 ? 32 : 128;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
  };
  return entries.every(isAddressOrRange) ? entries.join(",") : undefined;
}

export type Config = Omit<z.infer<typeof configSchema>, "PUBLIC_URL"> & { PUBLIC_URL: string };

export class ConfigError extends Error {}

/** Parses the environment once; the first problem is reported as one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join(".") || "environment";
    throw new ConfigError(`Invalid configuration: ${name}: ${issue?.message ?? "invalid"}`);
  }
  const config = result.data;
  return { ...config, PUBLIC_URL: config.PUBLIC_URL ?? defaultPublicUrl(config.PORT) };
}

function defaultPublicUrl(port: number): string {
  return `http://localhost:${port}`;
}

/** For command-line entry points: print the one-line message and stop. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** The single sign-on settings, or undefined when SSO is not configured. */
export interface SsoSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  buttonLabel: string;
  createAccounts: Config["OIDC_CREATE_ACCOUNTS"];
}

export function ssoSettingsOf(config: Config): SsoSettings | undefined {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = config;
  if (!OIDC_ISSUER || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET) return undefined;
  return {
    issuer: new URL(OIDC_ISSUER),
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    buttonLabel: config.OIDC_BUTTON_LABEL,
    createAccounts: config.OIDC_CREATE_ACCOUNTS,
  };
}

/** Where passkeys belong (WebAuthn's relying party) and which pages may use them. */
export interface WebauthnSettings {
  rpId: string;
  origins: string[];
}

/**
 * WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS, else PUBLIC_URL's host and origin; undefined only when
 * the configuration's values are none (loadConfig has refused them first).
 */
export function webauthnSettingsOf(
  config: Pick<Config, "PUBLIC_URL" | "WEBAUTHN_RP_ID" | "WEBAUTHN_ORIGINS">,
): WebauthnSettings | undefined {
  if (!URL.canParse(config.PUBLIC_URL)) return undefined;
  const publicUrl = new URL(config.PUBLIC_URL);
  const origins = config.WEBAUTHN_ORIGINS ? originsOf(config.WEBAUTHN_ORIGINS) : [publicUrl.origin];
  if (!origins) return undefined;
  return { rpId: (config.WEBAUTHN_RP_ID ?? publicUrl.hostname).toLowerCase(), origins };
}

export function isSecureCookies(config: Pick<Config, "PUBLIC_URL">): boolean {
  return config.PUBLIC_URL.startsWith("https:");
}
