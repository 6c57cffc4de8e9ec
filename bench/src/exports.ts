import { execFile } from "node:child_process";
import { request } from "node:http";
import { promisify } from "node:util";
import { median } from "./load.js";
import { ratios } from "./report.js";
import type { Check } from "./run-alone.js";

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

/** An export's time beside COPY's, round by round, and each round's ratio of the two. */
export interface ExportBesideCopy {
  exportSeconds: number[];
  copySeconds: number[];
  roundRatios: number[];
}

/**
 * Times the export and the COPY of its rows in alternating rounds, each going first in every
 * other round, so what else the machine does weighs on both alike; one sample of each was a
 * figure that moved by half from run to run. Each side runs once untimed first: the first read
 * of rows just written sets their hint bits and brings them into the caches, which whichever
 * side went first in the first round paid for alone.
 */
export async function exportBesideCopy(
  rounds: number,
  exportOnce: () => Promise<number>,
  copyOnce: () => Promise<number>,
): Promise<ExportBesideCopy> {
  await exportOnce();
  await copyOnce();
  const figures: ExportBesideCopy = { exportSeconds: [], copySeconds: [], roundRatios: [] };
  for (let round = 0; round < rounds; round += 1) {
    let exported: number;
    let copied: number;
    if (round % 2 === 0) {
      exported = await exportOnce();
      copied = await copyOnce();
    } else {
      copied = await copyOnce();
      exported = await exportOnce();
    }
    figures.exportSeconds.push(exported);
    figures.copySeconds.push(copied);
    figures.roundRatios.push(exported / copied);
  }
  return figures;
}

/** An export's check: the median times of both sides and the rounds' ratios, against `most`. */
export function checkExportBesideCopy(
  check: Check,
  name: string,
  figures: ExportBesideCopy,
  most: number,
) {
  const seconds = (values: number[]) => `${median(values).toFixed(2)} s`;
  check(
    `${name} vs psql COPY`,
    `${seconds(figures.exportSeconds)} vs ${seconds(figures.copySeconds)}, ` +
      ratios(figures.roundRatios),
    `≤ ${most}x`,
    median(figures.roundRatios) <= most,
  );
}
