import { describe, expect, it } from "vitest";
import { createUser, uniqueEmail } from "../test/app.js";
import { setUpAppsOnOneDatabase } from "../test/apps-on-one-database.js";
import { auditEntriesWhere } from "../test/audit-entries.js";

const servers = setUpAppsOnOneDatabase();

/** A failed sign-in from remoteAddress claiming forwardedFor; answers the address logged. */
async function loggedAddress(
  env: Record<string, string>,
  remoteAddress: string,
  forwardedFor: string,
): Promise<string | null> {
  const app = await servers.startApp(env);
  const user = await createUser(servers.db, { email: uniqueEmail("proxied") });
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress,
    headers: { "x-forwarded-for": forwardedFor },
    payload: { email: user.email, password: "not the password" },
  });
  expect(response.statusCode).toBe(401);
  await servers.stopApp(app);
  const [entry] = await auditEntriesWhere(servers.db, {
    action: "sign_in_failed",
    entity_id: user.id,
  });
  return entry?.ip ?? null;
}

describe("TRUST_PROXY: the client's address behind a load balancer", () => {
  it("ignores X-Forwarded-For by default: anyone could send it", async () => {
    expect(await loggedAddress({}, "10.1.2.3", "203.0.113.7")).toBe("10.1.2.3");
  });

  it("takes the forwarded client's address from a proxy it names", async () => {
    expect(await loggedAddress({ TRUST_PROXY: "10.0.0.0/8" }, "10.1.2.3", "203.0.113.7")).toBe(
      "203.0.113.7",
    );
    expect(await loggedAddress({ TRUST_PROXY: "1" }, "10.1.2.3", "198.51.100.1, 203.0.113.7")).toBe(
      "203.0.113.7",
    );
  });

  it("does not believe X-Forwarded-For from an address it does not name", async () => {
    expect(await loggedAddress({ TRUST_PROXY: "10.0.0.0/8" }, "192.0.2.50", "203.0.113.7")).toBe(
      "192.0.2.50",
    );
  });
});
