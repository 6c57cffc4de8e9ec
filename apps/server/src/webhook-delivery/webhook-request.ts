import dns from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { WEBHOOK_MESSAGES } from "@events/contract";
import { isPrivateNetworkAddress } from "./private-addresses.js";

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a host name has now, as the system resolver answers (hosts file included). */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export const resolveHost: ResolveHost = (hostname) => dns.lookup(hostname, { all: true });

export interface WebhookPost {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface PostLimits {
  /** The whole attempt: resolving, connecting, sending and the answer. */
  timeoutMs: number;
  /** Read of the answer at most; the rest is not waited for. */
  maxResponseBytes: number;
  /** Kept of the answer, as text. */
  keptResponseBytes: number;
  allowPrivateNetworks: boolean;
  resolve: ResolveHost;
}

export interface AttemptOutcome {
  succeeded: boolean;
  /** The answer's status; null when there was none. */
  responseStatus: number | null;
  durationMs: number;
  /** The start of the answer's body, as text; null when there was no answer. */
  responseBody: string | null;
  /** Why the attempt failed without an answer that says so; null otherwise. */
  error: string | null;
}

interface Answer {
  status: number;
  body: Buffer;
}

/** Rejects with the signal's reason once it aborts: a wait that is raced against the deadline. */
function abortion(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}

/**
 * The address to connect to: the URL's own when it is one, else the first the host name
 * resolves to now; undefined when any of them is a private network's and those are not allowed.
 * All are checked because the connection could be made to any of them.
 */
async function resolveTarget(
  hostname: string,
  limits: PostLimits,
  signal: AbortSignal,
): Promise<ResolvedAddress | undefined> {
  const family = isIP(hostname);
  const addresses =
    family === 0
      ? await Promise.race([limits.resolve(hostname), abortion(signal)])
      : [{ address: hostname, family }];
  if (
    !limits.allowPrivateNetworks &&
    addresses.some((found) => isPrivateNetworkAddress(found.address))
  )
    return undefined;
  const [first] = addresses;
  if (!first) throw new Error(`${hostname} has no address`);
  return first;
}

/**
 * One POST to the checked address. The host name stays in the request (Host header, TLS's
 * server name and certificate check) while the connection's own lookup answers that address, so
 * a second resolution between the check and the connection (a DNS rebinding) never happens.
 */
function exchange(
  url: URL,
  pinned: ResolvedAddress,
  post: WebhookPost,
  limits: PostLimits,
  signal: AbortSignal,
): Promise<Answer> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  return new Promise((resolve, reject) => {
    const request = (url.protocol === "https:" ? https : http).request(url, {
      method: "POST",
      headers: { ...post.headers, "content-length": String(Buffer.byteLength(post.body)) },
      // A connection of its own: a kept-alive one could have been made to another address.
      agent: false,
      lookup,
      signal,
    });
    let answer: Answer | undefined;
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = () => {
      if (!answer) return;
      resolve({ ...answer, body: Buffer.concat(chunks) });
      request.destroy();
    };
    // Once the status has come, an answer cut short (by the deadline or the receiver) is still
    // that answer, with the body read so far.
    request.on("error", (error) => (answer ? finish() : reject(error)));
    request.on("response", (response) => {
      answer = { status: response.statusCode ?? 0, body: Buffer.alloc(0) };
      response.on("data", (chunk: Buffer) => {
        const room = limits.maxResponseBytes - size;
        chunks.push(chunk.subarray(0, room));
        size += Math.min(room, chunk.length);
        if (size >= limits.maxResponseBytes) finish();
      });
      response.on("end", finish);
      response.on("error", finish);
    });
    request.end(post.body);
  });
}

function describeFailure(error: unknown, hostname: string, signal: AbortSignal): string {
  if (signal.aborted) return WEBHOOK_MESSAGES.timedOut;
  const code = (error as { code?: unknown }).code;
  if (code === "ENOTFOUND") return `${hostname} could not be resolved`;
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}

/** PostgreSQL's text cannot hold NUL characters, which a binary answer may have. */
function keptText(body: Buffer, keptBytes: number): string {
  return new TextDecoder().decode(body.subarray(0, keptBytes)).replaceAll("\u0000", "");
}

/**
 * Sends one attempt of a delivery: refused without a connection when the address is a private
 * network's (unless allowed); a 2xx answer succeeds, a redirect is a failure and not followed;
 * everything, resolving included, within the time-out.
 */
export async function postWebhook(post: WebhookPost, limits: PostLimits): Promise<AttemptOutcome> {
  const started = performance.now();
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const durationMs = () => Math.round(performance.now() - started);
  const failure = (error: string): AttemptOutcome => ({
    succeeded: false,
    responseStatus: null,
    durationMs: durationMs(),
    responseBody: null,
    error,
  });
  let hostname = "";
  try {
    const url = new URL(post.url);
    // An IPv6 host is written in brackets in a URL.
    hostname = url.hostname.replace(/^\[(.*)\]$/, "$1");
    const pinned = await resolveTarget(hostname, limits, signal);
    if (!pinned) return failure(WEBHOOK_MESSAGES.privateAddress);
    const { status, body } = await exchange(url, pinned, post, limits, signal);
    const isRedirect = status >= 300 && status < 400;
    return {
      succeeded: status >= 200 && status < 300,
      responseStatus: status,
      durationMs: durationMs(),
      responseBody: keptText(body, limits.keptResponseBytes),
      error: isRedirect ? WEBHOOK_MESSAGES.redirected : null,
    };
  } catch (error) {
    return failure(describeFailure(error, hostname, signal));
  }
}
