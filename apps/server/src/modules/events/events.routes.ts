import {
  DEFAULT_EVENT_STATUS,
  deleteAllEventsResponseSchema,
  EVENT_IMAGE_FILE_RULE,
  EVENT_MESSAGES,
  type EventInput,
  type EventListQuery,
  errorResponseSchema,
  eventAdminIdParamsSchema,
  eventIdParamsSchema,
  eventInputSchema,
  eventListQuerySchema,
  eventSchema,
  eventStatusListResponseSchema,
  eventsListResponseSchema,
  eventsSummaryResponseSchema,
  isPagedQuery,
  messageResponseSchema,
  newEventDefaultsResponseSchema,
  pagedEventsResponseSchema,
} from "@events/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireRole } from "../../access/require-role.js";
import { badRequest, describeIssues, invalidInput } from "../../errors.js";
import { acceptUploads, uploadedFile, withUploadCleanup } from "../../files/request-uploads.js";
import type { UploadStore } from "../../files/upload-store.js";
import { requireMultipart } from "../../http/multipart.js";
import {
  commonErrors,
  describeSizeLimit,
  eventNotFoundResponse,
  fileErrors,
  filePartSchema,
  inputErrors,
  okOrNotFound,
} from "../../http/openapi.js";
import { EVENT_IMAGE_UPLOAD } from "./events.files.js";
import type { EventImageUploads, EventsService } from "./events.service.js";

export interface EventsRoutesOptions {
  eventsService: EventsService;
  uploadStore: UploadStore;
}

const EVENT_IMAGE_FIELDS = ["logo", "cover_image"] as const;

const imagePartSchema = filePartSchema(
  `Optional file: ${EVENT_IMAGE_FILE_RULE.mimeTypes.join(", ")} (decided by content), ` +
    describeSizeLimit(EVENT_IMAGE_FILE_RULE),
);

/**
 * The multipart body as OpenAPI describes it: a part 'data' holding the event as JSON (an object
 * property of multipart/form-data is a JSON part) and two optional image files. readEventData
 * has already turned the 'data' part into the event when this schema runs.
 */
const eventFormSchema = z.object({
  data: eventInputSchema.describe(
    "The event as JSON text. Date-times are wall-clock YYYY-MM-DDTHH:mm:ss without a zone; " +
      `event_status defaults to ${DEFAULT_EVENT_STATUS}; event_admin_id names a user of type event_admin.`,
  ),
  logo: imagePartSchema,
  cover_image: imagePartSchema,
});

const FORM_DESCRIPTION =
  "Send multipart/form-data: a text part 'data' with the event as JSON, and optional file parts " +
  `'logo' and 'cover_image' (${EVENT_IMAGE_FILE_RULE.mimeTypes.join(", ")}, ${describeSizeLimit(EVENT_IMAGE_FILE_RULE)} each; the type ` +
  "is decided by content). Invalid fields answer 400 with details naming them (event_name, " +
  "theme_colors.1, ...); a body that is not multipart answers 415.";

/**
 * The 'data' part as the checked event, with field errors named as they are for JSON bodies
 * ("event_name", not "data.event_name").
 */
function parseEventData(fields: Readonly<Record<string, unknown>>): EventInput {
  if (typeof fields.data !== "string") throw badRequest(EVENT_MESSAGES.multipartRequired);
  let json: unknown;
  try {
    json = JSON.parse(fields.data);
  } catch {
    throw badRequest(EVENT_MESSAGES.dataPartMustBeJson);
  }
  const parsed = eventInputSchema.safeParse(json);
  if (!parsed.success) throw invalidInput(describeIssues(parsed.error.issues, "data"));
  return parsed.data;
}

/**
 * While the form streams in: a 'data' part sent before the images (as FormData sends it) is
 * checked before a byte of them is stored, so invalid fields never cost a write.
 */
async function checkDataBeforeImages(fields: Readonly<Record<string, string>>): Promise<void> {
  if (Object.hasOwn(fields, "data")) parseEventData(fields);
}

/** preValidation, after the files are stored: the 'data' part becomes the checked event. */
async function readEventData(request: FastifyRequest) {
  request.body = { data: parseEventData((request.body ?? {}) as Record<string, unknown>) };
}

function uploadedImages(request: FastifyRequest): EventImageUploads {
  return {
    logo: uploadedFile(request, "logo"),
    cover_image: uploadedFile(request, "cover_image"),
  };
}

const LIST_DESCRIPTION =
  "Without query parameters: every event, newest first, as {events}. With any of page, " +
  "page_size, q (name or venue), status, date (YYYY-MM-DD, events taking place that day), " +
  "sort: one page as {events, total, page, page_size}.";

const eventsListOrPageSchema = z.union([eventsListResponseSchema, pagedEventsResponseSchema]);

const formErrors = {
  400: errorResponseSchema.describe("Invalid fields, no 'data' part, or 'data' that is not JSON"),
  ...fileErrors(
    EVENT_IMAGE_FILE_RULE,
    `Not multipart/form-data, or an image that is not ${EVENT_IMAGE_FILE_RULE.mimeTypes.join(", ")}`,
  ),
};

export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (
  app,
  { eventsService, uploadStore },
) => {
  const acceptEventImages = acceptUploads(
    uploadStore,
    Object.fromEntries(EVENT_IMAGE_FIELDS.map((field) => [field, EVENT_IMAGE_UPLOAD])),
    () => ({ beforeFile: checkDataBeforeImages }),
  );

  /** An event admin's events: all of them, or the page the query asks for. */
  async function listEventsOfAdmin(
    request: FastifyRequest,
    adminId: string,
    query: EventListQuery,
  ) {
    if (isPagedQuery(query)) return eventsService.listEventsOfAdminPage(request, adminId, query);
    return { events: await eventsService.listEventsOfAdmin(request, adminId) };
  }

  app.get(
    "/get-all-events",
    {
      config: { token: "events" },
      schema: {
        summary: "List events, newest first: all of them, or a page",
        description: `System admins get every event; event admins get the events assigned to them. ${LIST_DESCRIPTION}`,
        tags: ["events"],
        querystring: eventListQuerySchema,
        response: { 200: eventsListOrPageSchema, ...inputErrors },
      },
    },
    async (request) =>
      isPagedQuery(request.query)
        ? eventsService.listEventsPage(request, request.query)
        : { events: await eventsService.listEvents(request) },
  );

  app.get(
    "/summary",
    {
      config: { token: "events" },
      schema: {
        summary: "The dashboards' totals in one call",
        description:
          "Events (in all and per status), sessions and participants: of every event for " +
          "system admins, of their own events for event admins.",
        tags: ["events"],
        response: { 200: eventsSummaryResponseSchema, ...commonErrors },
      },
    },
    async (request) => eventsService.summarize(request),
  );

  app.get(
    "/get-events-by-admin",
    {
      config: { token: "events" },
      schema: {
        summary: "List the caller's own events, newest first: all of them, or a page",
        description: `The events whose event_admin_id is the signed-in user. ${LIST_DESCRIPTION}`,
        tags: ["events"],
        querystring: eventListQuerySchema,
        response: { 200: eventsListOrPageSchema, ...inputErrors },
      },
    },
    async (request) => listEventsOfAdmin(request, request.user.id, request.query),
  );

  app.get(
    "/get-events-by-admin/:adminId",
    {
      config: { token: "events" },
      schema: {
        summary: "List an event admin's events, newest first: all of them, or a page",
        description: `System admins may ask for any admin; event admins only for themselves. ${LIST_DESCRIPTION}`,
        tags: ["events"],
        params: eventAdminIdParamsSchema,
        querystring: eventListQuerySchema,
        response: okOrNotFound(
          eventsListOrPageSchema,
          errorResponseSchema.describe("An event admin asked for someone else"),
        ),
      },
    },
    async (request) => listEventsOfAdmin(request, request.params.adminId, request.query),
  );

  app.get(
    "/get-event/:id",
    {
      config: { token: "events" },
      schema: {
        summary: "One event",
        tags: ["events"],
        params: eventIdParamsSchema,
        response: okOrNotFound(eventSchema, eventNotFoundResponse),
      },
    },
    async (request) => eventsService.getEvent(request, request.params.id),
  );

  app.get(
    "/get-event-status-enum",
    {
      config: { token: "events" },
      schema: {
        summary: "The event statuses, in order, with their labels",
        tags: ["events"],
        response: { 200: eventStatusListResponseSchema, ...commonErrors },
      },
    },
    async () => eventsService.listStatuses(),
  );

  app.get(
    "/new-event-defaults",
    {
      config: { token: "events" },
      schema: {
        summary: "The zone and retention an event created without them takes",
        description:
          "The server's TIMEZONE and PARTICIPANT_RETENTION_DAYS (null when unset), which " +
          "create-event gives an event whose 'data' leaves out time_zone or retention_days. The " +
          "event form fills them in before saving. Any signed-in admin, as for create-event.",
        tags: ["events"],
        response: { 200: newEventDefaultsResponseSchema, ...commonErrors },
      },
    },
    async () => eventsService.newEventDefaults(),
  );

  app.post(
    "/create-event",
    {
      config: { token: "events" },
      onRequest: requireMultipart(EVENT_MESSAGES.multipartRequired),
      preValidation: [acceptEventImages, readEventData],
      schema: {
        summary: "Create an event",
        description: `${FORM_DESCRIPTION} Any signed-in admin may create an event for any event admin.`,
        tags: ["events"],
        consumes: ["multipart/form-data"],
        body: eventFormSchema,
        response: { 201: eventSchema, ...commonErrors, ...formErrors },
      },
    },
    async (request, reply) => {
      const event = await withUploadCleanup(request, () =>
        eventsService.createEvent(request, request.body.data, uploadedImages(request)),
      );
      return reply.code(201).send(event);
    },
  );

  app.put(
    "/update-event/:id",
    {
      config: { token: "events" },
      onRequest: requireMultipart(EVENT_MESSAGES.multipartRequired),
      preValidation: [acceptEventImages, readEventData],
      schema: {
        summary: "Replace an event's fields",
        description: `${FORM_DESCRIPTION} A new logo or cover_image replaces the old one; without one the current image stays. Event admins may only update their own events.`,
        tags: ["events"],
        consumes: ["multipart/form-data"],
        params: eventIdParamsSchema,
        body: eventFormSchema,
        response: { 200: eventSchema, ...commonErrors, ...formErrors, 404: eventNotFoundResponse },
      },
    },
    async (request) =>
      withUploadCleanup(request, () =>
        eventsService.updateEvent(
          request,
          request.params.id,
          request.body.data,
          uploadedImages(request),
        ),
      ),
  );

  app.delete(
    "/delete-event/:id",
    {
      config: { token: "events" },
      schema: {
        summary: "Delete an event and its files",
        description: "Event admins may only delete their own events.",
        tags: ["events"],
        params: eventIdParamsSchema,
        response: okOrNotFound(messageResponseSchema, eventNotFoundResponse),
      },
    },
    async (request) => {
      await eventsService.deleteEvent(request, request.params.id);
      return { message: EVENT_MESSAGES.eventDeleted };
    },
  );

  app.delete(
    "/delete-all-events",
    {
      onRequest: requireRole("system_admin"),
      schema: {
        summary: "Delete every event and their files (system admins only)",
        tags: ["events"],
        response: { 200: deleteAllEventsResponseSchema, ...commonErrors },
      },
    },
    async (request) => ({
      message: EVENT_MESSAGES.allEventsDeleted,
      count: await eventsService.deleteAllEvents(request),
    }),
  );
};
