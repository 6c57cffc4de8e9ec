// Runs the production build against a fresh embedded database, with the accounts the stories use.
// Its files go to an S3-compatible store (s3rver, on a free local port), so every story that
// uploads, shows or downloads a file takes the path several servers take; the disk
// store, the default, is proven by the same server suites.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import S3rver from "s3rver";
import { accounts } from "./accounts.ts";
import { localhostOrigin, serverPort, smtpPort } from "./ports.ts";
import { startOrganisationProvider } from "./start-oidc-provider.ts";

const root = resolve(import.meta.dirname, "../..");
const serverDist = join(root, "apps/server/dist");
const dataDir = mkdtempSync(join(tmpdir(), "events-e2e-"));
const bucket = "events-e2e";
const store = new S3rver({
  address: "127.0.0.1",
  port: 0,
  directory: join(dataDir, "s3"),
  silent: true,
  configureBuckets: [{ name: bucket }],
});
const { port: storePort } = await store.run();
// Single sign-on stories sign in at a real OpenID provider, started before the server trusts it.
const organisation = await startOrganisationProvider();
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  PORT: String(serverPort),
  HOST: "127.0.0.1",
  PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  SUPPORT_EMAIL: "help@events.test",
  ADMIN_EMAIL: accounts.systemAdmin.email,
  ADMIN_PASSWORD: accounts.systemAdmin.password,
  ADMIN_NAME: accounts.systemAdmin.name,
  FILE_STORE: "s3",
  S3_ENDPOINT: `http://127.0.0.1:${storePort}`,
  S3_REGION: "us-east-1",
  S3_BUCKET: bucket,
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
  S3_FORCE_PATH_STYLE: "true",
  // The webhook story's receiver listens on 127.0.0.1, an address the sender refuses otherwise.
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true",
  // WebAuthn refuses an IP address as the relying party: passkey stories browse at localhost.
  WEBAUTHN_RP_ID: "localhost",
  WEBAUTHN_ORIGINS: localhostOrigin,
  ...organisation.env,
};
delete env.DATABASE_URL;

for (const eventAdmin of [accounts.eventAdmin, accounts.ssoAdmin]) {
  const seeded = spawnSync(
    process.execPath,
    [
      join(serverDist, "cli/create-user.js"),
      "--type",
      "event_admin",
      "--email",
      eventAdmin.email,
      "--password",
      eventAdmin.password,
      "--name",
      eventAdmin.name,
    ],
    { env, stdio: "inherit" },
  );
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}

const server = spawn(process.execPath, [join(serverDist, "main.js")], { env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", async (code) => {
  await Promise.all([store.close(), organisation.provider.close()]);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
