import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { App } from "../../app.js";
import { selectDriverRows } from "../../db/table-rows.js";
import { createUser, type SignedIn, signIn } from "../../test/app.js";
import { setUpAppsOnOneDatabase } from "../../test/apps-on-one-database.js";
import { insertEvent, insertParticipants } from "../../test/factories.js";

// Two apps on one database, one after the other, as a server that stops and starts again: the
// copies the first did not send go out from the second, and none goes out twice.

const servers = setUpAppsOnOneDatabase();

const startApp = (ratePerMinute: number): Promise<App> =>
  servers.startApp({
    MAIL_RATE_PER_MINUTE: String(ratePerMinute),
    MAIL_RETRY_DELAY_SECONDS: "1",
  });

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function statesOf(messageId: string): Promise<Record<string, number>> {
  const rows = await selectDriverRows<{ state: string; count: number }>(
    servers.db,
    sql`select state, count(*)::int as count from message_recipients where message_id = ${messageId} group by state`,
  );
  return Object.fromEntries(rows.map((row) => [row.state, row.count]));
}

describe("a server stopped while sending", () => {
  it("leaves the unsent copies to the next start, which sends each once", async () => {
    const first = await startApp(30);
    const admin = await createUser(servers.db, { type: "system_admin" });
    const session: SignedIn = await signIn(first, servers.sink, { email: admin.email });
    const eventId = await insertEvent(servers.db, null);
    const names = ["Ada", "Alan", "Bea", "Carl", "Dora", "Emil"];
    await insertParticipants(
      servers.db,
      eventId,
      names.map((name) => ({ name, email: `${name.toLowerCase()}.restart@example.org` })),
    );
    const addresses = names.map((name) => `${name.toLowerCase()}.restart@example.org`);

    const response = await first.inject({
      method: "POST",
      url: `/api/events/${eventId}/messages`,
      cookies: session.cookies,
      headers: session.headers,
      payload: { subject: "Doors open at 9", body: "Hello {name}" },
    });
    expect(response.statusCode).toBe(202);
    const { message_id: messageId } = response.json();

    // One copy every two seconds: stop after the first.
    await waitFor(() => servers.sink.unread().length >= 1);
    await servers.stopApp(first);
    const sentBeforeStop = servers.sink.unread().length;
    expect(sentBeforeStop).toBeLessThan(names.length);
    expect(await statesOf(messageId)).toEqual({
      sent: sentBeforeStop,
      queued: names.length - sentBeforeStop,
    });

    await startApp(6_000);
    await waitFor(async () => (await statesOf(messageId)).sent === names.length);
    // Time for a duplicate, were one coming.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const received = servers.sink.unread().flatMap((mail) => mail.to);
    expect(received.sort()).toEqual([...addresses].sort());
  });
});
