import {
  type AuditChanges,
  DEFAULT_REGISTRATION_SETTINGS,
  type Question,
  REGISTRATION_MESSAGES,
  type RegistrationSettings,
  type RegistrationSettingsInput,
  type RegistrationSettingsResponse,
  type RemovedQuestion,
  suggestSlug,
} from "@events/contract";
import type { AccessKernel } from "../../access/access-kernel.js";
import type { Caller } from "../../access/caller.js";
import type { Actor, AuditedBy } from "../../audit/actor.js";
import { changesBetween } from "../../audit/audit-changes.js";
import { formatWallClock, withWallClocks } from "../../db/wall-clock.js";
import { HttpError } from "../../errors.js";
import type { UnitOfWork } from "../../transactions/transaction-runner.js";
import {
  type EventRegistrationRow,
  type RegistrationSettingsRepository,
  SlugTakenError,
} from "./registration-settings.repository.js";

/**
 * Registration's "fill freed places" (registration/), run in the save's transaction after a
 * change that may free places, and the nudge that sends its offers' e-mails once it commits.
 */
export interface FreedPlaces {
  fill(unit: UnitOfWork, eventId: string, change: { by: AuditedBy; at: Date }): Promise<unknown>;
  sendQueuedNow(): void;
}

export interface RegistrationSettingsServiceDependencies {
  repository: RegistrationSettingsRepository;
  access: AccessKernel;
  freedPlaces: FreedPlaces;
  now?: () => Date;
}

/** The settings the activity log records field by field; the questions go as their labels. */
const AUDITED_FIELDS = [
  "published",
  "is_open",
  "opens_at",
  "closes_at",
  "capacity",
  "waiting_list",
  "offer_hours",
  "approval_required",
  "participant_role",
  "slug",
  "publish_agenda",
  "phone_field",
  "username_field",
] as const satisfies readonly (keyof EventRegistrationRow)[];

const slugTaken = () =>
  new HttpError(409, REGISTRATION_MESSAGES.slugTaken, {}, [
    { field: "slug", message: REGISTRATION_MESSAGES.slugTaken },
  ]);

const publicPathOf = (slug: string | null) => (slug === null ? null : `/e/${slug}`);

function presentSettings(row: EventRegistrationRow): RegistrationSettings {
  return {
    published: row.published,
    is_open: row.is_open,
    opens_at: formatWallClock(row.opens_at),
    closes_at: formatWallClock(row.closes_at),
    capacity: row.capacity,
    waiting_list: row.waiting_list,
    offer_hours: row.offer_hours,
    approval_required: row.approval_required,
    participant_role: row.participant_role,
    slug: row.slug,
    publish_agenda: row.publish_agenda,
    phone_field: row.phone_field,
    username_field: row.username_field,
    questions: row.questions,
    removed_questions: row.removed_questions,
    saved: true,
    public_path: publicPathOf(row.slug),
  };
}

/** What the screen shows before the first save: the defaults, and a slug made from the name. */
function defaultSettings(eventName: string): RegistrationSettings {
  const slug = suggestSlug(eventName);
  return {
    ...DEFAULT_REGISTRATION_SETTINGS,
    slug,
    removed_questions: [],
    saved: false,
    public_path: publicPathOf(slug),
  };
}

/**
 * The questions taken off the form, kept so their answers stay readable: those removed before
 * and still off, then those on the form until this save. A question back on the form (same
 * id) leaves the list.
 */
export function removedQuestionsAfter(
  before: Pick<EventRegistrationRow, "questions" | "removed_questions"> | undefined,
  questions: readonly Question[],
  at: Date,
): RemovedQuestion[] {
  const onForm = new Set(questions.map((question) => question.id));
  const stillRemoved = (before?.removed_questions ?? []).filter(
    (question) => !onForm.has(question.id),
  );
  const newlyRemoved = (before?.questions ?? [])
    .filter((question) => !onForm.has(question.id))
    .map(({ id, type, label }) => ({ id, type, label, removed_at: at.toISOString() }));
  return [...stillRemoved, ...newlyRemoved];
}

/** Whether a save may have made places for the waiting list: more of them, or a list at all. */
function mayFreePlaces(
  before: EventRegistrationRow | undefined,
  after: EventRegistrationRow,
): boolean {
  const isListSwitchedOn = after.waiting_list && !before?.waiting_list;
  const isCapacityRaised =
    before !== undefined &&
    before.capacity !== null &&
    (after.capacity === null || after.capacity > before.capacity);
  return isListSwitchedOn || isCapacityRaised;
}

/** The log's changes of a save: the settings that differ, and the questions' labels if they do. */
function settingsChanges(
  before: EventRegistrationRow | undefined,
  after: EventRegistrationRow,
): AuditChanges {
  const wallClocks = ["opens_at", "closes_at"] as const;
  const changes = changesBetween(
    withWallClocks(before ?? null, wallClocks),
    withWallClocks(after, wallClocks),
    AUDITED_FIELDS,
  );
  const labelsBefore = (before?.questions ?? []).map((question) => question.label);
  if (JSON.stringify(before?.questions ?? []) !== JSON.stringify(after.questions)) {
    changes.questions = [labelsBefore, after.questions.map((question) => question.label)];
  }
  return changes;
}

export function createRegistrationSettingsService({
  repository,
  access,
  freedPlaces,
  now = () => new Date(),
}: RegistrationSettingsServiceDependencies) {
  async function respond(
    eventId: string,
    settings: RegistrationSettings,
  ): Promise<RegistrationSettingsResponse> {
    return {
      registration: settings,
      counts: await repository.countPlaces(eventId, settings.capacity),
    };
  }

  return {
    /** The event's settings and form, or the defaults before the organiser first saves. */
    async get(caller: Caller, eventId: string): Promise<RegistrationSettingsResponse> {
      const event = await access.requireEvent(caller, eventId);
      const row = await repository.find(eventId);
      return respond(eventId, row ? presentSettings(row) : defaultSettings(event.event_name));
    },

    /**
     * Saves the settings and form whole. A raised capacity or a waiting list switched on offers
     * the places free to the list's first, in the same transaction.
     */
    async save(
      actor: Actor,
      eventId: string,
      input: RegistrationSettingsInput,
    ): Promise<RegistrationSettingsResponse> {
      const at = now();
      const { saved, isFilling } = await repository
        .runInTransaction(async (unit) => {
          await access.requireEvent(actor, eventId, { in: unit });
          const before = await unit.findForUpdate(eventId);
          const after = await unit.save(eventId, {
            ...input,
            removed_questions: removedQuestionsAfter(before, input.questions, at),
          });
          await unit.audit(actor, {
            action: "update",
            entity_type: "registration_form",
            entity_id: eventId,
            event_id: eventId,
            changes: settingsChanges(before, after),
          });
          const isFilling = mayFreePlaces(before, after);
          if (isFilling) await freedPlaces.fill(unit, eventId, { by: actor, at });
          return { saved: after, isFilling };
        })
        .catch((error: unknown) => {
          if (error instanceof SlugTakenError) throw slugTaken();
          throw error;
        });
      if (isFilling) freedPlaces.sendQueuedNow();
      return respond(eventId, presentSettings(saved));
    },
  };
}

export type RegistrationSettingsService = ReturnType<typeof createRegistrationSettingsService>;
