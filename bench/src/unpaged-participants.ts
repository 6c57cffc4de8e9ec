import { seedEventWithParticipants } from "./database.js";
import { measureMemoryRise } from "./memory-rise.js";
import type { EventLoopDelay } from "./processes.js";
import { LARGE_EVENT_PARTICIPANTS } from "./scale.js";

export interface UnpagedParticipantsFigures {
  participants: number;
  /** The server's event-loop delay while it answered, in milliseconds. */
  eventLoop: EventLoopDelay;
  /** From sending the request to the last byte of the answer. */
  elapsedMs: number;
  /** How far the server's resident memory rose above where it started. */
  rssRiseMb: number;
}

/**
 * The specification's unpaged participants call (no query parameters: every participant of the
 * event in one answer) on a large event, alone on the server: how long the server's event loop
 * was held, how long the answer took and how much memory it cost the server. Without an event
 * id, an event of LARGE_EVENT_PARTICIPANTS is seeded first.
 */
export async function measureUnpagedParticipants(options: {
  app: { url: string; pid: number; eventLoopDelay(): Promise<EventLoopDelay> };
  databaseUrl: string;
  headers: Record<string, string>;
  eventId?: string;
}): Promise<UnpagedParticipantsFigures> {
  const eventId =
    options.eventId ??
    (await seedEventWithParticipants(options.databaseUrl, LARGE_EVENT_PARTICIPANTS));
  const url = `${options.app.url}/api/participants/get-all-participants-by-event/${eventId}`;
  // fetch asks for compression, as a browser does, so the answer's compression is measured too.
  const answer = async () => {
    const response = await fetch(url, { headers: options.headers });
    const body = await response.text();
    if (!response.ok) throw new Error(`The unpaged participants call answered ${response.status}`);
    return body;
  };
  // No call before the measured one: the server's resident memory seldom falls back, so a
  // first call would hide what the measured one costs. This ends the window of whatever ran
  // before, so the next one holds this call alone.
  await options.app.eventLoopDelay();
  const started = performance.now();
  const { riseMb, result: body } = await measureMemoryRise(options.app.pid, answer);
  const elapsedMs = performance.now() - started;
  const eventLoop = await options.app.eventLoopDelay();
  const { participants } = JSON.parse(body) as { participants: unknown[] };
  return { participants: participants.length, eventLoop, elapsedMs, rssRiseMb: riseMb };
}
