import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { SMTP_CONNECTIONS } from "@events/server/dist/mail/mailer.js";
import { hashPassword } from "@events/server/dist/security/passwords.js";
import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";
import { benchAdminUrl, createBenchDatabase, seed, seedEventWithParticipants } from "./database.js";
import { median } from "./load.js";
import { startApp } from "./processes.js";

export const MAIL_COPIES = 2_000;
/**
 * Copies each side sends before it is timed, so both are measured warm, as a server that has
 * been up a while is: a server started for the round otherwise spent its first copies compiling
 * nodemailer's code, while the baseline ran in a process that had sent rounds already.
 */
const WARM_UP_COPIES = 300;
/** The rate asked of the server when it is measured against its limit, per minute. */
export const PACED_RATE_PER_MINUTE = 12_000;
/** The highest rate the server takes: the figure is then what the server itself can do. */
const UNPACED_RATE_PER_MINUTE = 600_000;

/** An SMTP server on a free port that notes when it accepted each e-mail and keeps nothing. */
async function startCountingSink() {
  const acceptedAt: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      stream.on("end", () => {
        acceptedAt.push(performance.now());
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted: () => acceptedAt.length,
    /** When the nth e-mail (from 0) was accepted, in performance.now() time. */
    acceptedAt: (n: number) => acceptedAt[n] ?? Number.NaN,
    async until(count: number, timeoutMs = 120_000): Promise<void> {
      const deadline = performance.now() + timeoutMs;
      while (acceptedAt.length < count) {
        if (performance.now() > deadline) {
          throw new Error(
            `The SMTP sink had ${acceptedAt.length} e-mails of ${count} after ${timeoutMs} ms`,
          );
        }
        await sleep(5);
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function sendThrough(
  transport: ReturnType<typeof nodemailer.createTransport>,
  count: number,
  label: string,
) {
  return Promise.all(
    Array.from({ length: count }, (_, n) =>
      transport.sendMail({
        from: "no-reply@localhost",
        to: `participant${n + 1}@example.com`,
        subject: "Doors open at 9",
        text: `Hello Participant ${n + 1}\n\nDoors open at 9.`,
        messageId: `<${label}-${n}@localhost>`,
      }),
    ),
  );
}

/**
 * Seconds for pooled nodemailer, with the server's number of connections, to send `count`, once
 * warmed up by WARM_UP_COPIES on the same pool.
 */
async function pooledNodemailerSeconds(sinkUrl: string, count: number): Promise<number> {
  const transport = nodemailer.createTransport({
    url: sinkUrl,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
  });
  await sendThrough(transport, WARM_UP_COPIES, "warm-up");
  const started = performance.now();
  await sendThrough(transport, count, "baseline");
  const seconds = (performance.now() - started) / 1000;
  transport.close();
  return seconds;
}

export interface MailThroughput {
  /** Each round's server copies a minute / pooled nodemailer's. */
  roundRatios: number[];
  /** Copies a minute with the server's rate set above what it can do, and pooled nodemailer's. */
  unpacedPerMinute: number;
  baselinePerMinute: number;
  /** Copies a minute, once sending, with the server's rate set to PACED_RATE_PER_MINUTE. */
  pacedPerMinute: number;
}

/**
 * MAIL_COPIES participant e-mails through the queue, from the POST that sends them to the last
 * one accepted by a local SMTP sink, beside pooled nodemailer sending as many to the same sink,
 * in alternating rounds; and once more with the server held to a rate below that.
 */
export async function measureMailThroughput(options: {
  workDir: string;
  rounds: number;
}): Promise<MailThroughput> {
  // A database of its own: a server on another would take a share of the queue.
  const database = await createBenchDatabase(benchAdminUrl());
  const sink = await startCountingSink();
  try {
    await (
      await startApp({ dataDir: path.join(options.workDir, "mail"), databaseUrl: database.url })
    ).stop();
    const { token } = await seed(database.url, await hashPassword("bench password"));
    const eventId = await seedEventWithParticipants(database.url, MAIL_COPIES);
    const warmUpEventId = await seedEventWithParticipants(database.url, WARM_UP_COPIES);
    return await measureAgainstBaseline({
      ...options,
      databaseUrl: database.url,
      token,
      eventId,
      warmUpEventId,
      sink,
    });
  } finally {
    await sink.close();
    await database.drop();
  }
}

async function measureAgainstBaseline(options: {
  databaseUrl: string;
  workDir: string;
  token: string;
  eventId: string;
  warmUpEventId: string;
  rounds: number;
  sink: Awaited<ReturnType<typeof startCountingSink>>;
}): Promise<MailThroughput> {
  const { sink, eventId } = options;
  const headers = {
    authorization: `Bearer ${options.token}`,
    "content-type": "application/json",
  };
  async function sendMessage(appUrl: string, toEventId: string): Promise<void> {
    const response = await fetch(`${appUrl}/api/events/${toEventId}/messages`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        subject: "Doors open at 9",
        body: "Hello {name}\n\nDoors open at 9.",
      }),
    });
    if (response.status !== 202) throw new Error(`sending answered ${response.status}`);
  }
  /**
   * Seconds from the POST to the last copy accepted, and from the first copy accepted to the
   * last: the pace the server keeps once it is sending. The server has sent WARM_UP_COPIES first.
   */
  async function serverSeconds(ratePerMinute: number) {
    const app = await startApp({
      dataDir: path.join(options.workDir, `mail-${ratePerMinute}`),
      databaseUrl: options.databaseUrl,
      env: { SMTP_URL: sink.url, MAIL_RATE_PER_MINUTE: String(ratePerMinute) },
    });
    try {
      const warmingUp = sink.accepted();
      await sendMessage(app.url, options.warmUpEventId);
      await sink.until(warmingUp + WARM_UP_COPIES);
      const before = sink.accepted();
      const started = performance.now();
      await sendMessage(app.url, eventId);
      await sink.until(before + MAIL_COPIES);
      const last = sink.acceptedAt(before + MAIL_COPIES - 1);
      return {
        total: (last - started) / 1000,
        sending: (last - sink.acceptedAt(before)) / 1000,
      };
    } finally {
      await app.stop();
    }
  }
  const unpaced: number[] = [];
  const baseline: number[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    unpaced.push((await serverSeconds(UNPACED_RATE_PER_MINUTE)).total);
    baseline.push(await pooledNodemailerSeconds(sink.url, MAIL_COPIES));
  }
  const paced = await serverSeconds(PACED_RATE_PER_MINUTE);
  const perMinute = (seconds: number) => (MAIL_COPIES / seconds) * 60;
  return {
    roundRatios: unpaced.map((seconds, round) => (baseline[round] ?? Number.NaN) / seconds),
    unpacedPerMinute: perMinute(median(unpaced)),
    baselinePerMinute: perMinute(median(baseline)),
    // Between the first copy and the last there are MAIL_COPIES - 1 gaps of the pace.
    pacedPerMinute: ((MAIL_COPIES - 1) / paced.sending) * 60,
  };
}
