import { randomUUID } from "node:crypto";
import {
  DEFAULT_REGISTRATION_SETTINGS,
  encodePowSolution,
  type PowChallenge,
  PRIVACY_POLICY_VERSION,
  type PublicRegistrationRequest,
  type Question,
  type QuestionInput,
  questionSchema,
  solvePowChallenge,
} from "@events/contract";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import type { App } from "../app.js";
import type { Database } from "../db/client.js";
import { poolOf } from "../db/client.js";
import { eventRegistration, type RegistrationRow, registrations } from "../db/schema.js";
import { type JobQueue, startJobQueue, stopJobQueue } from "../jobs/job-queue.js";
import { createMailer } from "../mail/mailer.js";
import { createSettingsRepository } from "../modules/settings/settings.repository.js";
import { consentGivenNow } from "../privacy/consent.js";
import { newConfirmationCode } from "../registration/confirmation-codes.js";
import { type LinkPurpose, linkToken } from "../registration/link-tokens.js";
import { createRegistrationLife } from "../registration/registration-life.js";
import { createRegistrationMail } from "../registration/registration-mail.js";
import type { RegistrationSettingsRow } from "../registration/registration-settings.js";
import { sweepRegistrations } from "../registration/registration-sweep.js";
import { createRegistrationsRepository } from "../registration/registrations.repository.js";
import { extractCode, uniqueIp } from "./app.js";
import { insertEvent } from "./factories.js";
import type { ModuleTest } from "./module-test.js";
import type { ReceivedMail } from "./smtp-sink.js";
import { storedRow } from "./stored-row.js";

/**
 * The environment of a test app whose public form is registered to: a proof of work that takes
 * a moment to solve, and e-mails retried after a second.
 */
export const registrationAtTestSpeed = async () => ({
  REGISTRATION_POW_MAX_NUMBER: "2000",
  MAIL_RETRY_DELAY_SECONDS: "1",
});

export type SettingsValues = Partial<
  Omit<typeof eventRegistration.$inferInsert, "event_id" | "created_date" | "updated_date">
>;

/**
 * Saves an event's registration settings straight into the table, as the organiser's save
 * would: published and open with a fresh slug unless told otherwise.
 */
export async function saveRegistrationSettings(
  db: Database,
  eventId: string,
  values: SettingsValues = {},
): Promise<RegistrationSettingsRow> {
  const row = {
    ...DEFAULT_REGISTRATION_SETTINGS,
    published: true,
    is_open: true,
    slug: `event-${randomUUID().slice(0, 8)}`,
    ...values,
  };
  const [saved] = await db
    .insert(eventRegistration)
    .values({ event_id: eventId, ...row })
    .onConflictDoUpdate({ target: eventRegistration.event_id, set: row })
    .returning();
  if (!saved) throw new Error("saveRegistrationSettings: nothing saved");
  return saved;
}

/** A new event of that admin's (none by default) whose public form is open, and its slug. */
export async function openRegistrationEvent(
  db: Database,
  values: SettingsValues = {},
  eventAdminId: string | null = null,
): Promise<{ eventId: string; slug: string; settings: RegistrationSettingsRow }> {
  const eventId = await insertEvent(db, eventAdminId);
  const settings = await saveRegistrationSettings(db, eventId, values);
  return { eventId, slug: settings.slug ?? "", settings };
}

/** A question of the form, its defaults filled in as the organiser's save fills them. */
export function question(
  input: Omit<QuestionInput, "id" | "help_text"> & { id?: string },
): Question {
  return questionSchema.parse({ id: randomUUID(), help_text: null, ...input });
}

/** The token of the link in an e-mail (a cancel or offer page's fragment). */
export function linkTokenIn(mail: ReceivedMail, page: "cancel" | "offer"): string {
  const match = new RegExp(`/e/[^/\\s]+/${page}#token=([\\w.-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`No ${page} link in: ${mail.text}`);
  return match[1];
}

/** A challenge of the app, solved as the public page's browser solves it: base64 JSON. */
export async function solvedChallenge(app: App): Promise<string> {
  const response = await app.inject({
    method: "GET",
    url: "/api/public/registration-challenge",
    remoteAddress: uniqueIp(),
  });
  const { challenge } = response.json() as { challenge: PowChallenge };
  const number = await solvePowChallenge(challenge);
  if (number === null) throw new Error("solvedChallenge: no solution within maxnumber");
  return encodePowSolution(challenge, number);
}

/** A registrant's address of their own, so that the mail sink tells one test's e-mails apart. */
export function registrantEmail(tag = "reg"): string {
  return `${tag}.${randomUUID().slice(0, 12)}@example.org`;
}

/** The form's fields as a registrant fills them, with a solved challenge. */
export async function registrationForm(
  app: App,
  fields: Partial<PublicRegistrationRequest> = {},
): Promise<PublicRegistrationRequest> {
  return {
    name: "Rita Registrant",
    email: registrantEmail(),
    accept_privacy_policy: true,
    policy_version: PRIVACY_POLICY_VERSION,
    pow: await solvedChallenge(app),
    ...fields,
  };
}

/** The form's submit, from its own address unless told. */
export function submitRegistration(
  app: App,
  slug: string,
  body: object,
  ip = uniqueIp(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: `/api/public/events/${slug}/registrations`,
    payload: body,
    remoteAddress: ip,
  });
}

/** A POST to a public registration route, from its own address. */
export function postPublic(app: App, path: string, body: object, ip = uniqueIp()) {
  return app.inject({
    method: "POST",
    url: `/api/public/${path}`,
    payload: body,
    remoteAddress: ip,
  });
}

/** The code of the confirmation e-mail to that address. */
export async function confirmationCodeOf(
  moduleTest: ModuleTest,
  email: string,
): Promise<{ code: string; mail: ReceivedMail }> {
  const mail = await moduleTest.sink.nextMailTo(email);
  return { code: extractCode(mail.text), mail };
}

/**
 * A registration made and confirmed as the registrant does it: the form, the e-mailed code, the
 * confirm; answers the confirm's answer and the registration's id.
 */
export async function registerAndConfirm(
  moduleTest: ModuleTest,
  slug: string,
  fields: Partial<PublicRegistrationRequest> = {},
): Promise<{ confirm: LightMyRequestResponse; registrationId: string; email: string }> {
  const form = await registrationForm(moduleTest.app, fields);
  const started = await submitRegistration(moduleTest.app, slug, form);
  if (started.statusCode !== 202) {
    throw new Error(`register answered ${started.statusCode}: ${started.body}`);
  }
  const token = started.json().confirmation_token as string;
  const { code } = await confirmationCodeOf(moduleTest, form.email);
  const confirm = await postPublic(moduleTest.app, "registrations/confirm", {
    confirmation_token: token,
    code,
  });
  return { confirm, registrationId: token.slice(0, 36), email: form.email };
}

/** The registration as stored. */
export async function findRegistration(db: Database, id: string): Promise<RegistrationRow> {
  return storedRow(db, registrations, eq(registrations.id, id), `No registration ${id}`);
}

/** The token of one of the registration's links, as its e-mails carry it. */
export async function linkTokenOf(
  db: Database,
  registrationId: string,
  purpose: LinkPurpose,
): Promise<string> {
  return linkToken(await findRegistration(db, registrationId), purpose);
}

/**
 * Unconfirmed registrations of the event stored straight into the table, each with its
 * confirmation token and code, as the form's submits would leave them.
 */
export async function insertUnconfirmed(
  db: Database,
  eventId: string,
  count: number,
): Promise<{ id: string; email: string; token: string; code: string }[]> {
  const secretKey = await createSettingsRepository(db).getOrCreateSecretKey();
  const made = Array.from({ length: count }, (_, index) => {
    const id = randomUUID();
    return { id, email: registrantEmail(`race${index}`), ...newConfirmationCode(secretKey, id) };
  });
  const rows = await db
    .insert(registrations)
    .values(
      made.map((registration, index) => ({
        id: registration.id,
        event_id: eventId,
        state: "unconfirmed" as const,
        name: `Racer ${index}`,
        email: registration.email,
        consent: consentGivenNow("given_by_person"),
        code_hash: registration.codeHash,
        confirm_by: new Date(Date.now() + 30 * 60_000),
      })),
    )
    .returning();
  return rows.map((row, index) => ({
    id: row.id,
    email: row.email,
    token: linkToken(row, "confirm"),
    code: made[index]?.code ?? "",
  }));
}

/**
 * Registration's sweep as another server of the same database runs it: its own job queue (its
 * e-mails reach the test file's sink), run at the clock a test names; closed after the file.
 */
export function registrationSweepOf(moduleTest: ModuleTest) {
  let queue: JobQueue | undefined;
  let sweep: ((now: Date) => ReturnType<typeof sweepRegistrations>) | undefined;
  let closeMailer: (() => void) | undefined;
  beforeAll(async () => {
    const repository = createRegistrationsRepository(moduleTest.db);
    const mailer = createMailer(
      { SMTP_URL: moduleTest.sink.url, MAIL_FROM: "sweep@example.org" },
      { info() {} },
    );
    closeMailer = () => mailer.close();
    const mail = createRegistrationMail({
      repository,
      mailer,
      config: {
        MAIL_RETRY_DELAY_SECONDS: 1,
        PUBLIC_URL: "http://localhost:3000",
        DEFAULT_LANGUAGE: "en",
      },
      secretKey: await createSettingsRepository(moduleTest.db).getOrCreateSecretKey(),
      logger: { warn() {}, error() {} },
    });
    queue = await mail.start(startJobQueue(poolOf(moduleTest.db), () => {}));
    const life = createRegistrationLife({ repository, mail });
    sweep = (now) => sweepRegistrations({ repository, life }, now);
  });
  afterAll(async () => {
    if (queue) await stopJobQueue(queue, { timeout: 5_000 });
    closeMailer?.();
  });
  return (now: Date) => {
    if (!sweep) throw new Error("registrationSweepOf: used before beforeAll ran");
    return sweep(now);
  };
}
