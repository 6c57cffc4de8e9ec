import {
  DEFAULT_EVENT_SORT,
  EVENT_MESSAGES,
  EVENT_STATUS_LABELS,
  EVENT_STATUSES,
  type Event,
  type EventInput,
  type EventListQuery,
  type EventStatus,
  type EventsSummaryResponse,
  type NewEventDefaults,
  type PagedEventsResponse,
  toPageRequest,
} from "@events/contract";
import {
  type AccessKernel,
  assertCanManageEvent,
  eventNotFound,
} from "../../access/access-kernel.js";
import type { Caller } from "../../access/caller.js";
import type { EventScope } from "../../access/event-scope.js";
import type { Actor } from "../../audit/actor.js";
import { rowChangeRecord } from "../../audit/audit-changes.js";
import type { AuditRecord } from "../../audit/audit-entry.js";
import type { EventRow } from "../../db/schema.js";
import { withWallClocks } from "../../db/wall-clock.js";
import { invalidInput } from "../../errors.js";
import { type FileRemovalDependencies, fileRemover } from "../../files/remove-unused-files.js";
import type { StoredUpload } from "../../files/upload-store.js";
import { presentEvent } from "./events.presenter.js";
import type {
  EventFields,
  EventSelection,
  EventsRepository,
  EventsTransaction,
} from "./events.repository.js";

export interface EventsServiceDependencies extends FileRemovalDependencies {
  eventsRepository: EventsRepository;
  access: AccessKernel;
  /** The zone of an event created without one: the TIMEZONE setting. */
  defaultTimeZone: string;
  /** The retention of an event created without one: PARTICIPANT_RETENTION_DAYS, null to keep. */
  defaultRetentionDays: number | null;
}

/** The image files sent with a create or update, already stored. */
export interface EventImageUploads {
  logo?: StoredUpload | undefined;
  cover_image?: StoredUpload | undefined;
}

/** What an event keeps when the input leaves a field out: its own, or the server's default. */
interface EventFallbacks {
  time_zone: string;
  retention_days: number | null;
}

/** The event's fields, the fallbacks standing in for those the input leaves out. */
function toEventFields(input: EventInput, fallbacks: EventFallbacks): EventFields {
  return {
    event_name: input.event_name,
    event_datetime: input.event_datetime,
    end_datetime: input.end_datetime,
    time_zone: input.time_zone ?? fallbacks.time_zone,
    retention_days:
      input.retention_days === undefined ? fallbacks.retention_days : input.retention_days,
    description: input.description,
    venue: input.venue,
    is_branded: input.isBranded,
    event_status: input.event_status,
    event_type: input.event_type,
    invitee_number: input.invitee_number,
    contact_person_name: input.contact_person_name,
    contact_person_email: input.contact_person_email,
    contact_person_phone: input.contact_person_phone,
    theme_colors: input.theme_colors,
    event_admin_id: input.event_admin_id,
    facebook_link: input.facebook_link,
    x_link: input.x_link,
    youtube_link: input.youtube_link,
    instagram_link: input.instagram_link,
    website_link: input.website_link,
  };
}

/** What the activity log compares of an event: every field a person sets. */
const AUDITED_EVENT_FIELDS = [
  "event_name",
  "event_datetime",
  "end_datetime",
  "time_zone",
  "description",
  "venue",
  "is_branded",
  "event_status",
  "event_type",
  "invitee_number",
  "logo_url",
  "cover_image_url",
  "contact_person_name",
  "contact_person_email",
  "contact_person_phone",
  "theme_colors",
  "event_admin_id",
  "facebook_link",
  "x_link",
  "youtube_link",
  "instagram_link",
  "website_link",
  "retention_days",
] as const satisfies readonly (keyof EventRow)[];

/** An event as the log compares it: its times as the API writes them. */
const auditedEvent = (event: EventRow) => withWallClocks(event, ["event_datetime", "end_datetime"]);

/** The log's record of a change to an event (before is null for a create, after for a delete). */
function eventRecord(
  action: "create" | "update" | "delete",
  id: string,
  before: EventRow | null,
  after: EventRow | null,
): AuditRecord {
  const audited = [before && auditedEvent(before), after && auditedEvent(after)] as const;
  return rowChangeRecord(
    action,
    { entity_type: "event", entity_id: id, event_id: id },
    audited,
    AUDITED_EVENT_FIELDS,
  );
}

const noSuchEventAdmin = () =>
  invalidInput([{ field: "event_admin_id", message: EVENT_MESSAGES.chooseExistingEventAdmin }]);

export function createEventsService({
  eventsRepository,
  access,
  uploadStore,
  logger,
  defaultTimeZone,
  defaultRetentionDays,
}: EventsServiceDependencies) {
  const removeFilesOfEvents = fileRemover(
    { uploadStore, logger },
    "removing a file of an event failed",
  );

  /**
   * Deletes the selected events, which must be locked, with everything that cascades from them,
   * and answers how many went and which files they owned: the caller removes those after commit.
   */
  async function deleteLockedEvents(transaction: EventsTransaction, selection: EventSelection) {
    const listedFiles = await transaction.listOwnedFiles(selection);
    const count = await transaction.delete(selection);
    // A person's photo from their app stays while their rows of other events show it.
    return { count, ownedFiles: await transaction.filesFreeToRemove(listedFiles) };
  }

  /** A page of the events of the scope. */
  async function listPage(scope: EventScope, query: EventListQuery): Promise<PagedEventsResponse> {
    const { page, page_size, q } = toPageRequest(query);
    const { rows, total } = await eventsRepository.listPage(
      { scope, q, status: query.status, date: query.date },
      { sort: query.sort ?? DEFAULT_EVENT_SORT, offset: (page - 1) * page_size, limit: page_size },
    );
    return { events: rows.map(presentEvent), total, page, page_size };
  }

  return {
    /** get-all-events, paged. */
    listEventsPage(caller: Caller, query: EventListQuery): Promise<PagedEventsResponse> {
      return listPage(access.scopeOf(caller), query);
    },

    /** An event admin's events, paged. */
    listEventsOfAdminPage(
      caller: Caller,
      eventAdminId: string,
      query: EventListQuery,
    ): Promise<PagedEventsResponse> {
      return listPage(access.requireEventAdminScope(caller, eventAdminId), query);
    },

    /** The dashboards' totals: of every event for system admins, of their own for event admins. */
    async summarize(caller: Caller): Promise<EventsSummaryResponse> {
      const totals = await eventsRepository.totals(access.scopeOf(caller));
      const byStatus = Object.fromEntries(EVENT_STATUSES.map((status) => [status, 0])) as Record<
        EventStatus,
        number
      >;
      for (const { status, count } of totals.eventsByStatus) byStatus[status] = count;
      return {
        events: totals.eventsByStatus.reduce((sum, { count }) => sum + count, 0),
        sessions: totals.sessions,
        participants: totals.participants,
        events_by_status: byStatus,
      };
    },

    /** get-all-events: every event for system admins, their own for event admins. */
    async listEvents(caller: Caller): Promise<Event[]> {
      const rows = await eventsRepository.listInScope(access.scopeOf(caller));
      return rows.map(presentEvent);
    },

    /** An event admin's events; event admins may only ask for their own (404 otherwise). */
    async listEventsOfAdmin(caller: Caller, eventAdminId: string): Promise<Event[]> {
      const scope = access.requireEventAdminScope(caller, eventAdminId);
      return (await eventsRepository.listInScope(scope)).map(presentEvent);
    },

    async getEvent(caller: Caller, id: string): Promise<Event> {
      const event = await eventsRepository.findById(id);
      assertCanManageEvent(caller, event);
      return presentEvent(event);
    },

    /** What create-event gives an event whose input leaves out its zone or its retention. */
    newEventDefaults(): NewEventDefaults {
      return { time_zone: defaultTimeZone, retention_days: defaultRetentionDays };
    },

    listStatuses() {
      return EVENT_STATUSES.map((status) => ({
        value: status,
        name: status,
        label: EVENT_STATUS_LABELS[status],
      }));
    },

    /**
     * Anyone signed in may create an event for any event admin; an event admin who assigns it to
     * someone else no longer sees it. An API token limited to some events may not.
     */
    async createEvent(actor: Actor, input: EventInput, images: EventImageUploads): Promise<Event> {
      access.assertMayCreateEvent(actor);
      const created = await eventsRepository.runInTransaction(async (transaction) => {
        if (!(await transaction.isEventAdminForShare(input.event_admin_id))) {
          throw noSuchEventAdmin();
        }
        const event = await transaction.insert({
          ...toEventFields(input, {
            time_zone: defaultTimeZone,
            retention_days: defaultRetentionDays,
          }),
          logo_url: images.logo?.mediaPath ?? null,
          cover_image_url: images.cover_image?.mediaPath ?? null,
        });
        await transaction.audit(actor, eventRecord("create", event.id, null, event));
        return event;
      });
      return presentEvent(created);
    },

    /** Replaces the event's fields; a new logo or cover replaces the old, whose file goes after commit. */
    async updateEvent(
      actor: Actor,
      id: string,
      input: EventInput,
      images: EventImageUploads,
    ): Promise<Event> {
      const { updated, previous } = await eventsRepository.runInTransaction(async (transaction) => {
        // The admin's row is locked before the event's, in the order a deleted admin's
        // ON DELETE SET NULL takes them, so the two never deadlock.
        const isEventAdmin = await transaction.isEventAdminForShare(input.event_admin_id);
        const current = await transaction.findByIdForUpdate(id);
        assertCanManageEvent(actor, current);
        if (!isEventAdmin) throw noSuchEventAdmin();
        const event = await transaction.update(id, {
          // Clients that know no zones or retention (the specification's form) send neither:
          // the event's stay.
          ...toEventFields(input, current),
          logo_url: images.logo?.mediaPath ?? current.logo_url,
          cover_image_url: images.cover_image?.mediaPath ?? current.cover_image_url,
        });
        if (!event) throw eventNotFound();
        await transaction.audit(actor, eventRecord("update", id, current, event));
        return { updated: event, previous: current };
      });
      await removeFilesOfEvents([
        images.logo ? previous.logo_url : null,
        images.cover_image ? previous.cover_image_url : null,
      ]);
      return presentEvent(updated);
    },

    async deleteEvent(actor: Actor, id: string): Promise<void> {
      const { ownedFiles } = await eventsRepository.runInTransaction(async (transaction) => {
        const event = await transaction.findByIdForUpdate(id);
        assertCanManageEvent(actor, event);
        await transaction.audit(actor, eventRecord("delete", id, event, null));
        return deleteLockedEvents(transaction, { id });
      });
      await removeFilesOfEvents(ownedFiles);
    },

    /** Every event in one transaction (the route admits system admins only); answers how many. */
    async deleteAllEvents(actor: Actor): Promise<number> {
      const { count, ownedFiles } = await eventsRepository.runInTransaction(async (transaction) => {
        await transaction.lockAll();
        const deleted = await deleteLockedEvents(transaction, "all");
        await transaction.audit(actor, {
          action: "delete_all",
          entity_type: "event",
          entity_id: null,
          event_id: null,
          changes: { events: [deleted.count, 0] },
        });
        return deleted;
      });
      await removeFilesOfEvents(ownedFiles);
      return count;
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
