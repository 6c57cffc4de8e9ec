import {
  type PeriodicTask,
  type SweepLogger,
  schedulePeriodicTask,
} from "../jobs/periodic-task.js";
import { type RegistrationLife, registrationRecord } from "./registration-life.js";
import type { RegistrationsRepository } from "./registrations.repository.js";

/** Unconfirmed registrations expired per transaction. */
const EXPIRED_AT_ONCE = 500;
// Soon after start (a server down for a while finds offers past their time), then every minute:
// an offer passes on within a minute of its end.
const FIRST_SWEEP_DELAY_MS = 20_000;
const SWEEP_INTERVAL_MS = 60_000;

export interface RegistrationSweepDependencies {
  repository: Pick<
    RegistrationsRepository,
    "runInTransaction" | "eventsWithOffersPast" | "eventsWithWaiting" | "deleteSpentChallenges"
  >;
  life: Pick<RegistrationLife, "transact" | "expireOffers" | "fillFreedPlaces">;
}

/** What one sweep did. */
export interface RegistrationSweepCounts {
  unconfirmedExpired: number;
  offersExpired: number;
  offersMade: number;
  spentChallengesDeleted: number;
}

/**
 * Registration's clock, as of `now`: unconfirmed registrations past confirm_by expire; offers
 * past offered_until expire and their places go to the next; spent proof-of-work solutions of
 * expired challenges are forgotten; and every event with a waiting list offers the places it has
 * free (an admin deleted participants). Each event's changes run under its registration lock,
 * so several servers sweeping at once change each registration once.
 */
export async function sweepRegistrations(
  { repository, life }: RegistrationSweepDependencies,
  now: Date,
): Promise<RegistrationSweepCounts> {
  const change = { by: "system" as const, at: now };
  let unconfirmedExpired = 0;
  for (;;) {
    const expired = await repository.runInTransaction(async (unit) => {
      const rows = await unit.expireUnconfirmed(now, EXPIRED_AT_ONCE);
      await unit.audit(
        "system",
        rows.map((row) => registrationRecord("expire", { ...row, state: "unconfirmed" }, row)),
      );
      return rows.length;
    });
    unconfirmedExpired += expired;
    if (expired < EXPIRED_AT_ONCE) break;
  }
  let offersExpired = 0;
  for (const eventId of await repository.eventsWithOffersPast(now)) {
    offersExpired += await life.transact((unit) => life.expireOffers(unit, eventId, change));
  }
  let offersMade = 0;
  for (const eventId of await repository.eventsWithWaiting()) {
    offersMade += await life.transact((unit) => life.fillFreedPlaces(unit, eventId, change));
  }
  const spentChallengesDeleted = await repository.deleteSpentChallenges(now);
  return { unconfirmedExpired, offersExpired, offersMade, spentChallengesDeleted };
}

export interface RegistrationSweepOptions extends RegistrationSweepDependencies {
  logger: SweepLogger;
}

/** Sweeps every minute until stopped; a failure is logged and left to the next run. */
export function scheduleRegistrationSweep({
  logger,
  ...dependencies
}: RegistrationSweepOptions): PeriodicTask {
  return schedulePeriodicTask({
    async run() {
      try {
        await sweepRegistrations(dependencies, new Date());
      } catch (error) {
        logger.error({ err: error }, "the registration sweep failed");
      }
    },
    firstDelayMs: FIRST_SWEEP_DELAY_MS,
    intervalMs: SWEEP_INTERVAL_MS,
  });
}
