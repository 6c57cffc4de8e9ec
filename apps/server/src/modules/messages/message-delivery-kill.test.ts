import { createHash, randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema.js";
import { selectDriverRows } from "../../db/table-rows.js";
import { createUser } from "../../test/app.js";
import { insertEvent, insertParticipants } from "../../test/factories.js";
import { setUpTestDatabase } from "../../test/file-database.js";
import { type ServerProcess, startServerProcess } from "../../test/server-process.js";
import { type SmtpSink, startSmtpSink } from "../../test/smtp-sink.js";
import { SENDS_AT_ONCE } from "./message-delivery.js";

// A server killed (SIGKILL, no chance to finish) while it sends a message: the copies it had
// taken come back to the queue when their time is up, and the next server sends them. A copy
// the SMTP server had accepted but the dead server had not yet recorded goes out again, with the
// same Message-ID, so mail systems see one e-mail; nothing else goes out twice.

const RECIPIENTS = 200;
const database = setUpTestDatabase();
let sink: SmtpSink;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
});

afterAll(async () => {
  for (const server of servers) await server.kill();
  await sink?.close();
});

async function startServer(ratePerMinute: number): Promise<ServerProcess> {
  const server = await startServerProcess({
    DATABASE_URL: database.url,
    SMTP_URL: sink.url,
    MAIL_RATE_PER_MINUTE: String(ratePerMinute),
    MAIL_RETRY_DELAY_SECONDS: "1",
  });
  servers.push(server);
  return server;
}

async function sentCount(messageId: string): Promise<number> {
  const [row] = await selectDriverRows<{ sent: number }>(
    database.db,
    sql`select count(*)::int as sent from message_recipients
        where message_id = ${messageId} and state = 'sent'`,
  );
  return row?.sent ?? 0;
}

async function until(what: string, condition: () => boolean | Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe("a server killed while sending a message", () => {
  it("leaves the copies it had taken to the next server, which sends each once", async () => {
    const admin = await createUser(database.db, { type: "system_admin" });
    const token = randomBytes(32).toString("base64url");
    await database.db.insert(sessions).values({
      user_id: admin.id,
      token_hash: createHash("sha256").update(token).digest("hex"),
      expires_at: new Date(Date.now() + 86_400_000),
    });
    const eventId = await insertEvent(database.db, null);
    const addresses = Array.from({ length: RECIPIENTS }, (_, index) => `guest${index}@kill.test`);
    await insertParticipants(
      database.db,
      eventId,
      addresses.map((email, index) => ({ name: `Guest ${index}`, email })),
    );

    // Twenty copies a second: the kill lands with most of them still to send.
    const first = await startServer(1_200);
    const response = await fetch(`${first.url}/api/events/${eventId}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ subject: "Doors open at 9", body: "Hello {name}" }),
    });
    expect(response.status).toBe(202);
    const { message_id: messageId } = (await response.json()) as { message_id: string };
    await until("the first copies", () => sink.unread().length >= 10, 30_000);
    await first.kill();
    expect(sink.unread().length).toBeLessThan(RECIPIENTS);

    await startServer(60_000);
    // The dead server's copies wait out their expiry (about a minute) before they are retried.
    await until(
      "every copy recorded as sent",
      async () => (await sentCount(messageId)) === RECIPIENTS,
      150_000,
    );
    // Time for a duplicate, were one coming.
    await sleep(1_500);

    const received = sink.unread();
    const messageIdsByAddress = new Map<string, Set<string | undefined>>();
    for (const mail of received) {
      for (const address of mail.to) {
        const ids = messageIdsByAddress.get(address) ?? new Set();
        ids.add(mail.messageId);
        messageIdsByAddress.set(address, ids);
      }
    }
    expect([...messageIdsByAddress.keys()].sort()).toEqual([...addresses].sort());
    // A copy sent again is the same e-mail: one Message-ID per recipient.
    expect([...messageIdsByAddress.values()].filter((ids) => ids.size !== 1)).toEqual([]);
    // Only copies on their way when the kill came can go out twice.
    expect(received.length - RECIPIENTS).toBeLessThanOrEqual(SENDS_AT_ONCE);
  }, 240_000);
});
