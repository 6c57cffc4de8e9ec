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
