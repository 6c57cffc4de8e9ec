import { randomUUID } from "node:crypto";
import {
  type AuditAction,
  type ClosedReason,
  PARTICIPANT_MESSAGES,
  REGISTRATION_MESSAGES,
  type RegistrationCounts,
} from "@events/contract";
import type { AuditedBy } from "../audit/actor.js";
import { auditedRow, rowChangeRecord } from "../audit/audit-changes.js";
import type { AuditRecord } from "../audit/audit-entry.js";
import type { ParticipantRow, RegistrationRow } from "../db/schema.js";
import { conflict, notFound } from "../errors.js";
import type { UnitOfWork } from "../transactions/transaction-runner.js";
import type { RegistrationMail, RegistrationMailJob } from "./registration-mail.js";
import type { RegistrationMailKind } from "./registration-mail-text.js";
import { closedReasonAt, hasPlaceLeft } from "./registration-settings.js";
import {
  type ConfirmedState,
  type LockedEvent,
  type RegistrationChanges,
  type RegistrationsRepository,
  type RegistrationUnit,
  registrationUnitOf,
} from "./registrations.repository.js";
import { chooseUsername, wantedUsername } from "./usernames.js";

// Registrations' changes of state (see the design's "Registration states"). Each runs inside a
// transaction that first takes its event's registration lock, so the places counted are the
// places there are until it commits, whichever server makes the change; its activity-log
// entries and e-mails commit with it.

/** Who makes a change, and when. */
export interface Change {
  by: AuditedBy;
  at: Date;
}

/** Where a registration stands after a change; why it got nothing, when refused. */
export interface Settled {
  registration: RegistrationRow;
  closedReason: ClosedReason | null;
  /** Refused because its address is already registered for the event. */
  isDuplicate: boolean;
}

/** One confirmation of a batch: the registration whose code was right, and who sent it. */
export interface Confirmation {
  registrationId: string;
  by: AuditedBy;
}

export type ConfirmationResult = { settled: Settled } | { error: unknown };

const AUDITED_REGISTRATION_FIELDS = [
  "state",
  "name",
  "email",
  "phone",
  "username",
  "participant_id",
  "offered_until",
  "reject_message",
] as const satisfies readonly (keyof RegistrationRow)[];

/** The fields a registration gives its participant. */
const AUDITED_PARTICIPANT_FIELDS = [
  "name",
  "email",
  "phone",
  "username",
  "participant_role",
] as const satisfies readonly (keyof ParticipantRow)[];

/** The states a registrant may cancel from. */
const CANCELLABLE_STATES: readonly RegistrationRow["state"][] = [
  "pending",
  "waiting",
  "offered",
  "registered",
];

/** Offers made per statement when the capacity is unlimited. */
const OFFERS_AT_ONCE = 100;
const HOUR_MS = 60 * 60 * 1000;

/** The log's record of a registration made or changed. */
export function registrationRecord(
  action: AuditAction,
  before: RegistrationRow | null,
  after: RegistrationRow,
): AuditRecord {
  return rowChangeRecord(
    action,
    auditedRow("registration", after),
    [before, after],
    AUDITED_REGISTRATION_FIELDS,
  );
}

/** The log's record of the participant a registration made, or took away when cancelled. */
export function registeredParticipantRecord(
  action: "create" | "delete",
  participant: ParticipantRow,
): AuditRecord {
  return rowChangeRecord(
    action,
    auditedRow("participant", participant),
    action === "create" ? [null, participant] : [participant, null],
    AUDITED_PARTICIPANT_FIELDS,
  );
}

/** A registration where it stands, got there with nothing refused. */
export const settledAs = (registration: RegistrationRow): Settled => ({
  registration,
  closedReason: null,
  isDuplicate: false,
});

/** A place is taken: one fewer left (none are counted when the capacity is unlimited). */
function takePlace(places: RegistrationCounts): void {
  if (places.places_left !== null) places.places_left -= 1;
}

/** Where a confirmation takes a registration. */
interface Decision {
  registration: RegistrationRow;
  state: ConfirmedState["state"];
  closedReason: ClosedReason | null;
  isDuplicate: boolean;
  /** The place among this batch's new waiting, when waiting. */
  waitingRank?: number;
}

/** The e-mail a confirmed registration is sent, by the state it went to. */
const MAIL_OF_CONFIRMED: Record<ConfirmedState["state"], RegistrationMailKind | null> = {
  registered: "ticket",
  pending: "pending",
  waiting: "waiting",
  refused: null,
};

/** The work of one transaction under an event's lock, and the e-mails it queues. */
interface Step {
  unit: RegistrationUnit;
  locked: LockedEvent;
  mails: RegistrationMailJob[];
}

export interface RegistrationLifeDependencies {
  repository: Pick<RegistrationsRepository, "runInTransaction">;
  mail: Pick<RegistrationMail, "enqueue" | "takeQueuedNow">;
}

export function createRegistrationLife({ repository, mail }: RegistrationLifeDependencies) {
  /** Takes the event's registration lock and runs the work; its e-mails commit with it. */
  async function underLock<T>(
    unit: RegistrationUnit,
    eventId: string,
    work: (step: Step) => Promise<T>,
  ): Promise<T> {
    const locked = await unit.lockEvent(eventId);
    if (!locked) throw notFound(REGISTRATION_MESSAGES.notFound);
    const step: Step = { unit, locked, mails: [] };
    const result = await work(step);
    await mail.enqueue(unit, step.mails);
    return result;
  }

  /** The registration, locked; 404 when the event has no such registration. */
  async function findLocked(step: Step, registrationId: string, missing: string) {
    const [registration] = await step.unit.findForUpdate(step.locked.event.id, [registrationId]);
    if (!registration) throw notFound(missing);
    return registration;
  }

  async function move(
    step: Step,
    before: RegistrationRow,
    action: AuditAction,
    changes: RegistrationChanges,
    change: Change,
    mailKind?: RegistrationMailKind,
  ): Promise<RegistrationRow> {
    const after = await step.unit.update(before.id, changes);
    await step.unit.audit(change.by, registrationRecord(action, before, after));
    if (mailKind) step.mails.push({ registrationId: after.id, kind: mailKind });
    return after;
  }

  /** A change that frees the place the registration held (or would have held): offered on. */
  async function release(
    step: Step,
    before: RegistrationRow,
    action: AuditAction,
    changes: RegistrationChanges,
    change: Change,
    mailKind: RegistrationMailKind,
  ): Promise<RegistrationRow> {
    const after = await move(step, before, action, changes, change, mailKind);
    await offerFreedPlaces(step, change);
    return after;
  }

  /**
   * The registrations' participants, made in one statement as any other participant, each with
   * a username free in the event; by registration id.
   */
  async function makeParticipants(
    step: Step,
    registrations: readonly RegistrationRow[],
  ): Promise<Map<string, ParticipantRow>> {
    if (registrations.length === 0) return new Map();
    const { event, settings } = step.locked;
    const taken = await step.unit.takenUsernames(event.id, registrations.map(wantedUsername));
    const values = registrations.map((registration) => {
      const username = chooseUsername(registration, (wanted) => taken.has(wanted.toLowerCase()));
      taken.add(username.toLowerCase());
      return {
        id: randomUUID(),
        event_id: event.id,
        name: registration.name,
        email: registration.email,
        phone: registration.phone,
        username,
        participant_role: settings.participant_role,
        answers: registration.answers,
        consent: registration.consent,
        language: registration.language,
      };
    });
    const inserted = new Map(
      (await step.unit.insertParticipants(values)).map((row) => [row.id, row]),
    );
    return new Map(
      registrations.map((registration, index) => [
        registration.id,
        inserted.get(values[index]?.id ?? "") as ParticipantRow,
      ]),
    );
  }

  /**
   * 409 when the registration's address became a participant of the event another way (an
   * admin added them) while it held its place.
   */
  async function refuseIfParticipant(
    unit: RegistrationUnit,
    registration: RegistrationRow,
  ): Promise<void> {
    if (await unit.isMailboxTaken(registration.event_id, registration)) {
      throw conflict(PARTICIPANT_MESSAGES.alreadyInEvent);
    }
  }

  /** Makes the registration's participant: registered, ticket sent. */
  async function admit(
    step: Step,
    registration: RegistrationRow,
    action: AuditAction,
    change: Change,
  ): Promise<RegistrationRow> {
    const participant = (await makeParticipants(step, [registration])).get(registration.id);
    if (!participant) throw new Error("The registration's participant was not made");
    const after = await step.unit.update(registration.id, {
      state: "registered",
      participant_id: participant.id,
      offered_until: null,
    });
    await step.unit.audit(change.by, [
      registeredParticipantRecord("create", participant),
      registrationRecord(action, registration, after),
    ]);
    step.mails.push({ registrationId: after.id, kind: "ticket" });
    return after;
  }

  /** Offers the places free to the waiting list in its order; answers how many were offered. */
  async function offerFreedPlaces(step: Step, change: Change): Promise<number> {
    const { settings, event } = step.locked;
    if (event.event_status === "CANCELLED") return 0;
    const places = await step.unit.countPlaces(event.id, settings.capacity);
    const offeredUntil = new Date(change.at.getTime() + settings.offer_hours * HOUR_MS);
    let offered = 0;
    while (hasPlaceLeft(places)) {
      const next = await step.unit.nextWaiting(event.id, places.places_left ?? OFFERS_AT_ONCE);
      if (next.length === 0) break;
      for (const registration of next) {
        await move(
          step,
          registration,
          "offer",
          { state: "offered", offered_until: offeredUntil },
          change,
          "offer",
        );
        takePlace(places);
      }
      offered += next.length;
    }
    return offered;
  }

  /**
   * Where each confirmed registration goes, in the order given: refused while registration is
   * closed or when its address is registered already (by an earlier one of these too); else a
   * place while one is left (pending when the organiser approves), then the waiting list, else
   * refused as full.
   */
  async function decideConfirmed(
    step: Step,
    registrations: readonly RegistrationRow[],
    at: Date,
  ): Promise<Decision[]> {
    const { settings, event } = step.locked;
    const places = await step.unit.countPlaces(event.id, settings.capacity);
    const mailboxes = await step.unit.mailboxesOf(event.id, registrations);
    const closedReason = closedReasonAt(step.locked, at);
    const seen = new Set<string>();
    let waitingRank = 0;
    return registrations.map((registration) => {
      const decided = (state: Decision["state"], more: Partial<Decision> = {}): Decision => ({
        registration,
        state,
        closedReason: null,
        isDuplicate: false,
        ...more,
      });
      if (closedReason) return decided("refused", { closedReason });
      const mailbox = mailboxes.get(registration.id);
      if (!mailbox || mailbox.isTaken || seen.has(mailbox.mailbox)) {
        return decided("refused", { isDuplicate: true });
      }
      seen.add(mailbox.mailbox);
      if (hasPlaceLeft(places)) {
        takePlace(places);
        return decided(settings.approval_required ? "pending" : "registered");
      }
      if (!settings.waiting_list) return decided("refused", { closedReason: "full" });
      waitingRank += 1;
      return decided("waiting", { waitingRank });
    });
  }

  /**
   * The confirmations of one event in one transaction, each statement made once for them all:
   * the decisions, the participants, the new states, the log's entries and the e-mails.
   */
  function confirmTogether(
    eventId: string,
    confirmations: readonly Confirmation[],
    at: Date,
  ): Promise<ConfirmationResult[]> {
    return transact((unit) =>
      underLock(unit, eventId, async (step) => {
        const ids = confirmations.map((confirmation) => confirmation.registrationId);
        // Once each, in the order of their first confirmation.
        const found = await unit.findForUpdate(eventId, [...new Set(ids)]);
        const byId = new Map(found.map((row) => [row.id, row]));
        const firstBy = new Map<string, AuditedBy>();
        for (const { registrationId, by } of confirmations) {
          if (!firstBy.has(registrationId)) firstBy.set(registrationId, by);
        }
        // Confirmed already (the same code sent twice) answer where they stand.
        const unconfirmed = found.filter((row) => row.state === "unconfirmed");
        const decisions = await decideConfirmed(step, unconfirmed, at);
        const made = await makeParticipants(
          step,
          decisions
            .filter((decision) => decision.state === "registered")
            .map((decision) => decision.registration),
        );
        const after = await unit.settleConfirmed(
          at,
          decisions.map(({ registration, state, waitingRank }) => ({
            id: registration.id,
            state,
            participantId: made.get(registration.id)?.id ?? null,
            waitingRank: waitingRank ?? null,
          })),
        );
        const entries: (readonly [AuditedBy, AuditRecord])[] = [];
        const settled = new Map<string, Settled>();
        for (const { registration, state, closedReason, isDuplicate } of decisions) {
          const by = firstBy.get(registration.id) ?? "system";
          const row = after.get(registration.id) ?? registration;
          const participant = made.get(registration.id);
          if (participant) entries.push([by, registeredParticipantRecord("create", participant)]);
          entries.push([by, registrationRecord("confirm", registration, row)]);
          const mailKind = MAIL_OF_CONFIRMED[state];
          if (mailKind) step.mails.push({ registrationId: row.id, kind: mailKind });
          settled.set(row.id, { registration: row, closedReason, isDuplicate });
        }
        await unit.auditEach(entries);
        return ids.map((id): ConfirmationResult => {
          const row = byId.get(id);
          if (!row) return { error: notFound(REGISTRATION_MESSAGES.linkInvalid) };
          return { settled: settled.get(id) ?? settledAs(row) };
        });
      }),
    );
  }

  /**
   * "Fill freed places": under the event's lock, offers each free place to the waiting list's
   * next. After an organiser raises the capacity, and by the sweep for places an admin freed.
   */
  function fillFreedPlaces(
    unit: RegistrationUnit,
    eventId: string,
    change: Change,
  ): Promise<number> {
    return underLock(unit, eventId, (step) => offerFreedPlaces(step, change));
  }

  /** Runs a transaction of the registrations' statements; its queued e-mails go out at once. */
  async function transact<T>(work: (unit: RegistrationUnit) => Promise<T>): Promise<T> {
    const result = await repository.runInTransaction(work);
    mail.takeQueuedNow();
    return result;
  }

  return {
    transact,

    /**
     * Confirms registrations of one event whose codes were right, in one transaction: in the
     * order given, each takes a place while one is left, then the waiting list, else is
     * refused. Should the transaction fail (an admin adding the same person meanwhile), each is
     * tried again alone, so one cannot fail the others.
     */
    async confirm(
      eventId: string,
      confirmations: readonly Confirmation[],
      at: Date,
    ): Promise<ConfirmationResult[]> {
      try {
        return await confirmTogether(eventId, confirmations, at);
      } catch (error) {
        if (confirmations.length === 1) return [{ error }];
        const results: ConfirmationResult[] = [];
        for (const confirmation of confirmations) {
          results.push(
            ...(await confirmTogether(eventId, [confirmation], at).catch((alone: unknown) => [
              { error: alone },
            ])),
          );
        }
        return results;
      }
    },

    /**
     * The registrant cancels: pending, waiting, offered or registered (their participant row
     * goes, and with it their place); the places free are offered. Cancelling twice answers the
     * same; 409 from any other state.
     */
    cancel(
      unit: RegistrationUnit,
      eventId: string,
      registrationId: string,
      change: Change,
    ): Promise<Settled> {
      return underLock(unit, eventId, async (step) => {
        const current = await findLocked(step, registrationId, REGISTRATION_MESSAGES.linkInvalid);
        if (current.state === "cancelled") return settledAs(current);
        if (!CANCELLABLE_STATES.includes(current.state)) {
          throw conflict(REGISTRATION_MESSAGES.cannotCancel);
        }
        if (current.state === "registered" && current.participant_id) {
          const participant = await unit.deleteParticipant(current.participant_id);
          if (participant)
            await unit.audit(change.by, registeredParticipantRecord("delete", participant));
        }
        const cancelled = await release(
          step,
          current,
          "cancel",
          { state: "cancelled", offered_until: null },
          change,
          "cancelled",
        );
        return settledAs(cancelled);
      });
    },

    /**
     * The answer to an offer: accepted, the place becomes theirs (or waits for approval);
     * declined, it passes on. An offer past its time expires now and answers "gone" (the
     * registration as expired). Answering again as before answers the same.
     */
    answerOffer(
      unit: RegistrationUnit,
      eventId: string,
      registrationId: string,
      isAccepted: boolean,
      change: Change,
    ): Promise<Settled & { isGone: boolean }> {
      return underLock(unit, eventId, async (step) => {
        const current = await findLocked(step, registrationId, REGISTRATION_MESSAGES.linkInvalid);
        const answered = (registration: RegistrationRow, isGone = false) => ({
          ...settledAs(registration),
          isGone,
        });
        if (current.state !== "offered") {
          const isSameAnswer = isAccepted
            ? current.state === "registered" || current.state === "pending"
            : current.state === "cancelled";
          return answered(current, !isSameAnswer);
        }
        if (current.offered_until === null || current.offered_until <= change.at) {
          const expired = await release(
            step,
            current,
            "expire",
            { state: "expired" },
            change,
            "offer_expired",
          );
          return answered(expired, true);
        }
        if (!isAccepted) {
          const declined = await release(
            step,
            current,
            "decline_offer",
            { state: "cancelled", offered_until: null },
            change,
            "cancelled",
          );
          return answered(declined);
        }
        if (step.locked.settings.approval_required) {
          return answered(
            await move(
              step,
              current,
              "accept_offer",
              { state: "pending", offered_until: null },
              change,
              "pending",
            ),
          );
        }
        await refuseIfParticipant(unit, current);
        return answered(await admit(step, current, "accept_offer", change));
      });
    },

    /** The organiser approves a pending registration: its participant is made, ticket sent. */
    approve(
      unit: RegistrationUnit,
      eventId: string,
      registrationId: string,
      change: Change,
    ): Promise<RegistrationRow> {
      return underLock(unit, eventId, async (step) => {
        const current = await findLocked(step, registrationId, REGISTRATION_MESSAGES.notFound);
        if (current.state !== "pending") throw conflict(REGISTRATION_MESSAGES.notPending);
        await refuseIfParticipant(unit, current);
        return admit(step, current, "approve", change);
      });
    },

    /** The organiser rejects a pending registration, with a message for the e-mail or none. */
    reject(
      unit: RegistrationUnit,
      eventId: string,
      registrationId: string,
      message: string | null,
      change: Change,
    ): Promise<RegistrationRow> {
      return underLock(unit, eventId, async (step) => {
        const current = await findLocked(step, registrationId, REGISTRATION_MESSAGES.notFound);
        if (current.state !== "pending") throw conflict(REGISTRATION_MESSAGES.notPending);
        const rejected = await release(
          step,
          current,
          "reject",
          { state: "rejected", reject_message: message },
          change,
          "rejected",
        );
        return rejected;
      });
    },

    /** Expires the event's offers unanswered at change.at and offers their places on. */
    expireOffers(unit: RegistrationUnit, eventId: string, change: Change): Promise<number> {
      return underLock(unit, eventId, async (step) => {
        const due = await unit.offersPast(eventId, change.at);
        for (const registration of due) {
          await move(step, registration, "expire", { state: "expired" }, change, "offer_expired");
        }
        await offerFreedPlaces(step, change);
        return due.length;
      });
    },

    fillFreedPlaces,

    /**
     * "Fill freed places" inside another repository's transaction (the settings' save), and the
     * nudge that sends its offers' e-mails once that has committed.
     */
    freedPlaces: {
      fill: (unit: UnitOfWork, eventId: string, change: Change) =>
        fillFreedPlaces(registrationUnitOf(unit), eventId, change),
      sendQueuedNow: () => mail.takeQueuedNow(),
    },
  };
}

export type RegistrationLife = ReturnType<typeof createRegistrationLife>;
