import { execFile } from "node:child_process";
import { request } from "node:http";
import { promisify } from "node:util";

/** Seconds to read a whole answer, its bytes thrown away as they come. */
export function downloadSeconds(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
      response.on("end", () => resolve((performance.now() - started) / 1000));
      response.resume();
    })
      .on("error", reject)
      .end();
  });
}

/**
 * Seconds for psql to COPY a select's rows as CSV to nowhere: what PostgreSQL alone takes to
 * write out the rows an export writes, the baseline of the exports' figures.
 */
export async function copySeconds(databaseUrl: string, select: string): Promise<number> {
  const started = performance.now();
  await promisify(execFile)("psql", [
    databaseUrl,
    "-c",
    `\\copy (${select.replaceAll(/\s+/g, " ")}) to '/dev/null' csv`,
  ]);
  return (performance.now() - started) / 1000;
}
