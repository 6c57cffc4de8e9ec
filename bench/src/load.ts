import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import { sendForStatus } from "./raw-request.js";

export const CONNECTIONS = 20;

/** Requests per second over one autocannon round; any non-2xx answer spoils the round. */
export async function requestsPerSecond(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<number> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return result.requests.average;
}

/** Two servers' rates for the same request, round by round, and each round's ratio of the two. */
export interface RatesInTurn {
  appRates: number[];
  rawRates: number[];
  /** Each round's application rate / baseline rate. */
  roundRatios: number[];
}

const WARM_UP_SECONDS = 3;
/** The order of the two sides' halves in even rounds and in odd ones. */
const IN_TURN = [
  ["app", "raw", "raw", "app"],
  ["raw", "app", "app", "raw"],
] as const;

/**
 * The same request to the application and to its baseline, after a warm-up of each (a route's
 * first requests compile its code), in `rounds` rounds of `seconds` a side. A round asks them in
 * turn, half its time at a time, as app, raw, raw, app in one round and raw, app, app, raw in the
 * next: a window after another met different load from the machine's other work, and the side
 * that always went first met it more often.
 */
export async function ratesInTurn(
  urls: { app: string; raw: string },
  headers: Record<string, string>,
  { rounds, seconds }: { rounds: number; seconds: number },
): Promise<RatesInTurn> {
  for (const url of [urls.app, urls.raw]) await requestsPerSecond(url, headers, WARM_UP_SECONDS);
  const rates: RatesInTurn = { appRates: [], rawRates: [], roundRatios: [] };
  for (let round = 0; round < rounds; round += 1) {
    const sums = { app: 0, raw: 0 };
    for (const side of IN_TURN[round % 2] ?? []) {
      sums[side] += await requestsPerSecond(urls[side], headers, seconds / 2);
    }
    rates.appRates.push(sums.app / 2);
    rates.rawRates.push(sums.raw / 2);
    rates.roundRatios.push(sums.app / sums.raw);
  }
  return rates;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

/** Milliseconds of one GET of url, its answer read to the end. */
async function latencyOf(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/** Milliseconds of each GET of url, one after another with a short pause, until `until` resolves. */
export async function sampleLatencies(
  url: string,
  until: Promise<unknown>,
  headers: Record<string, string> = {},
): Promise<number[]> {
  return (await sampleLatenciesInTurn([url], until, headers))[0] ?? [];
}

/**
 * Milliseconds of GETs of each of urls in turn, one after another with a short pause, until
 * `until` resolves; each url's own list. Asked in turn, the urls meet the same load from the
 * machine's other work, where one window after another may meet very different loads.
 */
export async function sampleLatenciesInTurn(
  urls: readonly string[],
  until: Promise<unknown>,
  headers: Record<string, string> = {},
): Promise<number[][]> {
  let isDone = false;
  void until.then(() => {
    isDone = true;
  });
  const latencies = urls.map((): number[] => []);
  while (!isDone) {
    for (const [index, url] of urls.entries()) {
      latencies[index]?.push(await latencyOf(url, headers));
      await sleep(5);
    }
  }
  return latencies;
}

/**
 * Sends `perSecond` sign-ins a second for `seconds`, each from its own loopback address and
 * for an unknown e-mail, so no rate limit turns one away before its password is hashed.
 */
export async function loginBurst(baseUrl: string, perSecond: number, seconds: number) {
  const { hostname, port } = new URL(baseUrl);
  const total = perSecond * seconds;
  const answers: Promise<number>[] = [];
  for (let index = 0; index < total; index += 1) {
    answers.push(postLogin(hostname, Number(port), index));
    await sleep(1000 / perSecond);
  }
  const statuses = await Promise.all(answers);
  const unexpected = statuses.filter((status) => status !== 401);
  if (unexpected.length > 0) throw new Error(`Sign-ins answered ${unexpected.join(", ")}`);
}

function postLogin(hostname: string, port: number, index: number): Promise<number> {
  const body = JSON.stringify({
    email: `nobody${index}.${Date.now()}@example.com`,
    password: "guess123",
  });
  return sendForStatus(
    {
      hostname,
      port,
      method: "POST",
      path: "/api/auth/login",
      // 127.0.0.2 to 127.0.0.251: the per-address limit allows 30 a minute.
      localAddress: `127.0.0.${2 + (index % 250)}`,
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
    },
    (sent) => sent.end(body),
  );
}
