import { z } from "zod";
import {
  blankToNull,
  calendarDaySchema,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  INVALID_EMAIL_MESSAGE,
  oneOfSchema,
  optionalText,
  refineEndNotBeforeStart,
  requiredText,
  wallClockSchema,
} from "./common.js";
import {
  DEFAULT_EVENT_SORT,
  DEFAULT_EVENT_STATUS,
  DEFAULT_THEME_COLORS,
  EVENT_FORM_MESSAGES,
  EVENT_NAME_MAX_LENGTH,
  EVENT_SORT_FIELDS,
  EVENT_STATUSES,
  EVENT_TEXT_MAX_LENGTH,
  type EventStatus,
  MAX_RETENTION_DAYS,
  MAX_THEME_COLORS,
  REQUIRED_EVENT_FIELDS_MESSAGE,
  RETENTION_DAYS_MESSAGE,
  THEME_COLOR_PATTERN,
} from "./event-constants.js";
import { pageInfoSchema, pageQueryFields, sortSchema } from "./lists.js";
import { timeZoneSchema } from "./time-zones.js";

export const eventStatusSchema = oneOfSchema(EVENT_STATUSES, "Event status");

export const eventStatusItemSchema = z.object({
  value: eventStatusSchema,
  name: eventStatusSchema,
  label: z.string(),
});
export const eventStatusListResponseSchema = z.array(eventStatusItemSchema);
export type EventStatusListResponse = z.infer<typeof eventStatusListResponseSchema>;

const linkSchema = z.preprocess(
  blankToNull,
  z
    .url({ protocol: /^https?$/, error: EVENT_FORM_MESSAGES.linkNotHttp })
    .max(2000, EVENT_FORM_MESSAGES.linkTooLong)
    .nullable(),
);

export const themeColorSchema = z
  .string()
  .regex(THEME_COLOR_PATTERN, EVENT_FORM_MESSAGES.colourNotHex);

/** The JSON of the multipart 'data' part of create-event and update-event. */
export const eventInputSchema = z
  .object({
    event_name: requiredText(EVENT_NAME_MAX_LENGTH, REQUIRED_EVENT_FIELDS_MESSAGE),
    event_status: eventStatusSchema.default(DEFAULT_EVENT_STATUS),
    event_type: requiredText(100, REQUIRED_EVENT_FIELDS_MESSAGE),
    event_admin_id: z.uuid({ error: REQUIRED_EVENT_FIELDS_MESSAGE }),
    event_datetime: z.preprocess(blankToNull, wallClockSchema.nullable()),
    end_datetime: z.preprocess(blankToNull, wallClockSchema.nullable()),
    time_zone: z
      .preprocess(blankToNull, timeZoneSchema.nullable())
      .optional()
      .describe(
        "The zone the wall-clock times are in, for calendar feeds and e-mails. Left out or " +
          "null: the server's TIMEZONE setting on create, the event's current zone on update.",
      ),
    description: optionalText(EVENT_TEXT_MAX_LENGTH),
    venue: optionalText(500),
    isBranded: z.boolean().default(false),
    invitee_number: z.preprocess(
      blankToNull,
      z.coerce
        .number({ error: EVENT_FORM_MESSAGES.attendeesNotNumber })
        .int(EVENT_FORM_MESSAGES.attendeesNotWhole)
        .min(0, EVENT_FORM_MESSAGES.attendeesNegative)
        .max(10_000_000, EVENT_FORM_MESSAGES.attendeesTooLarge)
        .nullable(),
    ),
    retention_days: z
      .preprocess(
        blankToNull,
        z.coerce
          .number({ error: RETENTION_DAYS_MESSAGE })
          .int(RETENTION_DAYS_MESSAGE)
          .min(1, RETENTION_DAYS_MESSAGE)
          .max(MAX_RETENTION_DAYS, RETENTION_DAYS_MESSAGE)
          .nullable(),
      )
      .optional()
      .describe(
        "Days after the event's end when its participants are erased; null keeps them. Left " +
          "out: the server's PARTICIPANT_RETENTION_DAYS on create, the event's current value on update.",
      ),
    contact_person_name: optionalText(200),
    contact_person_email: z.preprocess(
      blankToNull,
      z
        .email({ pattern: EMAIL_PATTERN, error: INVALID_EMAIL_MESSAGE })
        .max(EMAIL_MAX_LENGTH)
        .nullable(),
    ),
    contact_person_phone: optionalText(40),
    theme_colors: z
      .array(themeColorSchema)
      .max(MAX_THEME_COLORS, EVENT_FORM_MESSAGES.tooManyColours(MAX_THEME_COLORS))
      .default([...DEFAULT_THEME_COLORS]),
    facebook_link: linkSchema,
    x_link: linkSchema,
    youtube_link: linkSchema,
    instagram_link: linkSchema,
    website_link: linkSchema,
  })
  .superRefine(
    refineEndNotBeforeStart(
      (event) => event.event_datetime,
      (event) => event.end_datetime,
      "end_datetime",
    ),
  );
export type EventInput = z.infer<typeof eventInputSchema>;
export type EventFormValues = z.input<typeof eventInputSchema>;

export const eventSchema = z.object({
  id: z.uuid(),
  event_name: z.string(),
  event_datetime: z.string().nullable().describe("Wall-clock YYYY-MM-DDTHH:mm:ss"),
  end_datetime: z.string().nullable().describe("Wall-clock YYYY-MM-DDTHH:mm:ss"),
  time_zone: z.string().describe("The IANA zone of the wall-clock times"),
  description: z.string().nullable(),
  venue: z.string().nullable(),
  isBranded: z.boolean(),
  event_status: eventStatusSchema,
  event_type: z.string(),
  invitee_number: z.number().int().nullable(),
  logo_url: z.string().nullable().describe("A path under /media, or null"),
  cover_image_url: z.string().nullable().describe("A path under /media, or null"),
  contact_person_name: z.string().nullable(),
  contact_person_email: z.string().nullable(),
  contact_person_phone: z.string().nullable(),
  contact_person_profile_image: z.string().nullable(),
  theme_colors: z.array(z.string()),
  event_admin_id: z.uuid().nullable().describe("null when the event admin was deleted"),
  facebook_link: z.string().nullable(),
  x_link: z.string().nullable(),
  youtube_link: z.string().nullable(),
  instagram_link: z.string().nullable(),
  website_link: z.string().nullable(),
  retention_days: z
    .number()
    .int()
    .nullable()
    .describe("Days after the event's end when its participants are erased; null keeps them"),
  created_date: z.string().describe("UTC ISO 8601"),
  updated_date: z.string().describe("UTC ISO 8601"),
});
export type Event = z.infer<typeof eventSchema>;

export const eventsListResponseSchema = z.object({ events: z.array(eventSchema) });
export type EventsListResponse = z.infer<typeof eventsListResponseSchema>;

/** The list parameters of the event lists: q searches the name and the venue. */
export const eventListQuerySchema = z.object({
  ...pageQueryFields,
  status: eventStatusSchema.optional(),
  date: calendarDaySchema("date")
    .optional()
    .describe("YYYY-MM-DD: the events taking place on that day (wall-clock)"),
  sort: sortSchema(EVENT_SORT_FIELDS)
    .optional()
    .describe(`name, date (the start) or created_date; default ${DEFAULT_EVENT_SORT}`),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;
export type EventSort = NonNullable<EventListQuery["sort"]>;

export const pagedEventsResponseSchema = z
  .object({ events: z.array(eventSchema) })
  .extend(pageInfoSchema.shape);
export type PagedEventsResponse = z.infer<typeof pagedEventsResponseSchema>;

export const eventsSummaryResponseSchema = z.object({
  events: z.number().int().min(0),
  sessions: z.number().int().min(0),
  participants: z.number().int().min(0),
  events_by_status: z.object(
    Object.fromEntries(EVENT_STATUSES.map((status) => [status, z.number().int().min(0)])) as Record<
      EventStatus,
      z.ZodNumber
    >,
  ),
});
export type EventsSummaryResponse = z.infer<typeof eventsSummaryResponseSchema>;

/**
 * What an event created without a zone or a retention takes: the event form shows these before
 * saving, so an empty retention means "keep" there as everywhere else.
 */
export const newEventDefaultsResponseSchema = z.object({
  time_zone: z.string().describe("The server's TIMEZONE setting, an IANA zone (UTC unless set)"),
  retention_days: z
    .number()
    .int()
    .min(1)
    .max(MAX_RETENTION_DAYS)
    .nullable()
    .describe(
      "The server's PARTICIPANT_RETENTION_DAYS setting; null when unset (participants are kept)",
    ),
});
export type NewEventDefaults = z.infer<typeof newEventDefaultsResponseSchema>;

export const eventIdParamsSchema = z.object({ id: z.uuid("id must be an event id") });
export const eventAdminIdParamsSchema = z.object({ adminId: z.uuid("adminId must be a user id") });

export const deleteAllEventsResponseSchema = z.object({
  message: z.string(),
  count: z.number().int().min(0).describe("How many events were deleted"),
});
export type DeleteAllEventsResponse = z.infer<typeof deleteAllEventsResponseSchema>;
