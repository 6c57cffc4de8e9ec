import {
  checkInDeviceParamsSchema,
  checkInEventParamsSchema,
  checkInListQuerySchema,
  checkInListResponseSchema,
  checkInSyncRequestSchema,
  checkInSyncResponseSchema,
  DOOR_STAFF_MESSAGES,
  deviceReportRequestSchema,
  doorUndoRequestSchema,
  doorUndoResponseSchema,
  errorResponseSchema,
  MAX_SCAN_AGE_DAYS,
  MAX_SYNC_SCANS,
  messageResponseSchema,
  PARTICIPANT_MESSAGES,
  STAFF_UNDO_MINUTES,
} from "@events/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { eventNotFoundResponse, okOrNotFound } from "../../http/openapi.js";
import type { DoorCheckInService } from "./door-check-in.service.js";

export interface DoorCheckInRoutesOptions {
  doorCheckInService: DoorCheckInService;
}

/** Door staff reach these at the events they were added to; admins at the events they manage. */
const DOOR_ACCESS =
  "Door staff of the event (a paired device: its one event), its event admin and system admins; " +
  "anyone else 404.";

export const doorCheckInRoutes: FastifyPluginAsyncZod<DoorCheckInRoutesOptions> = async (
  app,
  { doorCheckInService },
) => {
  app.get(
    "/check-in-list/:id",
    {
      config: { door: true, token: "check-in" },
      schema: {
        summary: "An event's check-in list, for a door's offline copy",
        description:
          "Every participant (names, roles, check-in state and the SHA-256 of each ticket's code; " +
          "never e-mail, phone, username or answers), or with since only those changed after it. " +
          `may_undo and undo_until say whether the caller may undo each check-in. ${DOOR_ACCESS}`,
        tags: ["check-in"],
        params: checkInEventParamsSchema,
        querystring: checkInListQuerySchema,
        response: okOrNotFound(checkInListResponseSchema, eventNotFoundResponse),
      },
    },
    (request) => doorCheckInService.list(request, request.params.id, request.query.since),
  );

  app.put(
    "/check-in-devices/:id/:deviceId",
    {
      config: { door: true, token: "check-in" },
      schema: {
        summary: "A door device's report: its door and how many scans it holds unsent",
        description: `The count screen tells from these how many devices have unsent scans or are silent. ${DOOR_ACCESS}`,
        tags: ["check-in"],
        params: checkInDeviceParamsSchema,
        body: deviceReportRequestSchema,
        response: okOrNotFound(messageResponseSchema, eventNotFoundResponse),
      },
    },
    (request) =>
      doorCheckInService.reportDevice(
        request,
        request.params.id,
        request.params.deviceId,
        request.body,
      ),
  );

  app.post(
    "/check-in/sync",
    {
      config: { door: true, token: "check-in" },
      schema: {
        summary: "Send a door device's queued scans",
        description:
          `At most ${MAX_SYNC_SCANS} scans, each by code_hash or participant_id, with its own ` +
          "scanned_at and a random nonce: a nonce sent again counts once and answers its first " +
          "outcome. Of several scans of one ticket the earliest is the check-in, even when it " +
          "arrives later (it takes the check-in over); the others answer already_checked_in with " +
          `the winning door and time. Scans older than ${MAX_SCAN_AGE_DAYS} days are refused ` +
          "(too_old); a scan from a clock ahead of the server's counts as now. One result per " +
          `scan, in the request's order. ${DOOR_ACCESS}`,
        tags: ["check-in"],
        body: checkInSyncRequestSchema,
        response: okOrNotFound(checkInSyncResponseSchema, eventNotFoundResponse),
      },
    },
    (request) => doorCheckInService.sync(request, request.body),
  );

  app.post(
    "/check-in/undo",
    {
      config: { door: true, token: "check-in" },
      schema: {
        summary: "Undo a check-in from the door",
        description:
          `Admins any check-in; door staff their own, for ${STAFF_UNDO_MINUTES} minutes after it ` +
          "was recorded. A participant not checked in is answered as is, unchanged. Answers the " +
          `participant as the door's copy holds them. ${DOOR_ACCESS}`,
        tags: ["check-in"],
        body: doorUndoRequestSchema,
        response: {
          ...okOrNotFound(
            doorUndoResponseSchema,
            errorResponseSchema.describe(
              `${PARTICIPANT_MESSAGES.notFound}: no such participant, or not at one of the caller's doors`,
            ),
          ),
          403: errorResponseSchema.describe(
            `"${DOOR_STAFF_MESSAGES.undoNotAllowed}", or no CSRF header`,
          ),
        },
      },
    },
    (request) => doorCheckInService.undo(request, request.body.participant_id),
  );
};
