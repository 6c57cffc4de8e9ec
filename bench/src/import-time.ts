import { seedEventWithParticipants } from "./database.js";
import { measureMemoryRise } from "./memory-rise.js";
import type { RunningServer } from "./processes.js";

export const IMPORT_ROWS = 10_000;

export interface ImportRun {
  name: string;
  seconds: number;
  /** How far the server's resident memory rose above where it started, in megabytes. */
  rssRiseMb: number;
}

/** A spreadsheet export of a registration form: the headers people write, every column filled. */
function registrationCsv(rows: number): string {
  const lines = ["Full name,E-mail,Mobile,Username,Role"];
  const roles = ["Attendee", "Speaker", "ParticipantRole.HOST", "lecturer", ""];
  for (let n = 1; n <= rows; n += 1) {
    lines.push(
      `"Guest ${n}, Jr.",guest${n}@example.org,+44 7700 ${String(n).padStart(6, "0")},guest${n},${roles[n % roles.length]}`,
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

async function timeImport(
  app: RunningServer,
  headers: Record<string, string>,
  eventId: string,
  csv: string,
  isDryRun: boolean,
): Promise<Omit<ImportRun, "name">> {
  const form = new FormData();
  form.append("dry_run", String(isDryRun));
  form.append("file", new Blob([csv], { type: "text/csv" }), "registrations.csv");
  const started = performance.now();
  const { riseMb } = await measureMemoryRise(app.pid, async () => {
    const response = await fetch(`${app.url}/api/participants/import/${eventId}`, {
      method: "POST",
      headers,
      body: form,
    });
    const body = (await response.json()) as { valid?: number; created?: number };
    const expected = isDryRun ? body.valid : body.created;
    if (!response.ok || expected !== IMPORT_ROWS) {
      throw new Error(`Import answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
    }
  });
  return { seconds: (performance.now() - started) / 1000, rssRiseMb: riseMb };
}

/** A 10,000-row CSV imported into a new event: first as a dry run, then for real. */
export async function measureImport(
  app: RunningServer,
  databaseUrl: string,
  headers: Record<string, string>,
): Promise<ImportRun[]> {
  const eventId = await seedEventWithParticipants(databaseUrl, 0);
  const csv = registrationCsv(IMPORT_ROWS);
  return [
    { name: "dry run", ...(await timeImport(app, headers, eventId, csv, true)) },
    { name: "real run", ...(await timeImport(app, headers, eventId, csv, false)) },
  ];
}
