import {
  BADGES_PER_PAGE,
  badgesQuerySchema,
  badgesResponseSchema,
  CHECK_IN_MESSAGES,
  checkInByCodeRequestSchema,
  checkInCountResponseSchema,
  checkInResponseSchema,
  errorResponseSchema,
  MAX_BADGES_PER_REQUEST,
  participantEventIdParamsSchema,
  participantIdParamsSchema,
  ticketResponseSchema,
} from "@events/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  eventNotFoundResponse,
  okOrNotFound,
  participantNotFoundResponse,
} from "../../http/openapi.js";
import type { CheckInService } from "./check-in.service.js";

export interface CheckInRoutesOptions {
  checkInService: CheckInService;
}

const inactiveResponse = errorResponseSchema.describe(
  `"${CHECK_IN_MESSAGES.inactive}": an inactive participant cannot be checked in`,
);

const CHECK_IN_DESCRIPTION =
  "Marks the participant checked in (checked_in_at, checked_in_by). Checking in again changes " +
  "nothing and answers already_checked_in: true with the first time. Event admins only for " +
  "their own events.";

export const checkInRoutes: FastifyPluginAsyncZod<CheckInRoutesOptions> = async (
  app,
  { checkInService },
) => {
  app.post(
    "/check-in/:id",
    {
      config: { token: "check-in" },
      schema: {
        summary: "Check a participant in",
        description: CHECK_IN_DESCRIPTION,
        tags: ["check-in"],
        params: participantIdParamsSchema,
        response: {
          ...okOrNotFound(checkInResponseSchema, participantNotFoundResponse),
          409: inactiveResponse,
        },
      },
    },
    (request) => checkInService.checkIn(request, request.params.id),
  );

  app.delete(
    "/check-in/:id",
    {
      config: { token: "check-in" },
      schema: {
        summary: "Undo a participant's check-in",
        description:
          `Clears checked_in_at and checked_in_by; on a participant not checked in it changes ` +
          `nothing and says "${CHECK_IN_MESSAGES.notCheckedIn}".`,
        tags: ["check-in"],
        params: participantIdParamsSchema,
        response: okOrNotFound(checkInResponseSchema, participantNotFoundResponse),
      },
    },
    (request) => checkInService.undoCheckIn(request, request.params.id),
  );

  app.post(
    "/check-in-by-code",
    {
      config: { token: "check-in" },
      schema: {
        summary: "Check a participant in from a scanned ticket",
        description:
          `${CHECK_IN_DESCRIPTION} The code is what the ticket's QR code holds. A code that is ` +
          `not one answers 400 "${CHECK_IN_MESSAGES.unknownTicket}"; a voided or unknown code ` +
          `404 "${CHECK_IN_MESSAGES.unknownTicket}"; a ticket of another of the caller's events ` +
          `404 "${CHECK_IN_MESSAGES.otherEvent}".`,
        tags: ["check-in"],
        body: checkInByCodeRequestSchema,
        response: {
          ...okOrNotFound(
            checkInResponseSchema,
            errorResponseSchema.describe(
              `"${CHECK_IN_MESSAGES.unknownTicket}", "${CHECK_IN_MESSAGES.otherEvent}", or the event is not found`,
            ),
          ),
          409: inactiveResponse,
        },
      },
    },
    (request) => checkInService.checkInByCode(request, request.body.event_id, request.body.code),
  );

  app.get(
    "/check-in-count/:eventId",
    {
      config: { door: true, token: "check-in" },
      schema: {
        summary: "How many of an event's active participants are checked in",
        description:
          "Also per door, and how many door devices hold unsent scans or are silent. Door staff " +
          "of the event may read it too.",
        tags: ["check-in"],
        params: participantEventIdParamsSchema,
        response: okOrNotFound(checkInCountResponseSchema, eventNotFoundResponse),
      },
    },
    (request) => checkInService.countCheckedIn(request, request.params.eventId),
  );

  app.get(
    "/ticket/:id",
    {
      config: { token: "check-in" },
      schema: {
        summary: "A participant's ticket: the check-in code and its QR code",
        tags: ["check-in"],
        params: participantIdParamsSchema,
        response: okOrNotFound(ticketResponseSchema, participantNotFoundResponse),
      },
    },
    (request) => checkInService.ticket(request, request.params.id),
  );

  app.post(
    "/renew-ticket/:id",
    {
      config: { token: "check-in" },
      schema: {
        summary: "Give a participant a new ticket; the old one stops working",
        tags: ["check-in"],
        params: participantIdParamsSchema,
        response: okOrNotFound(ticketResponseSchema, participantNotFoundResponse),
      },
    },
    (request) => checkInService.renewTicket(request, request.params.id),
  );

  app.get(
    "/badges/:eventId",
    {
      config: { token: "check-in" },
      schema: {
        summary: "Name badges: name, role and QR code of each participant",
        description:
          `For printing, ${BADGES_PER_PAGE} to an A4 page. The participants named in ids, or ` +
          `every active participant, by name; at most ${MAX_BADGES_PER_REQUEST} (truncated says ` +
          "when there are more).",
        tags: ["check-in"],
        params: participantEventIdParamsSchema,
        querystring: badgesQuerySchema,
        response: okOrNotFound(badgesResponseSchema, eventNotFoundResponse),
      },
    },
    (request) => checkInService.badges(request, request.params.eventId, request.query.ids),
  );
};
