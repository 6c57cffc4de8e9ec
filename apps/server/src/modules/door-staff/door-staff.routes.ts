import {
  addStaffRequestSchema,
  choosePasswordRequestSchema,
  DEVICE_SESSION_MAX_AGE_SECONDS,
  DOOR_STAFF_MESSAGES,
  doorEventsResponseSchema,
  errorResponseSchema,
  eventIdParamsSchema,
  messageResponseSchema,
  PAIRING_CODE_MINUTES,
  pairDeviceRequestSchema,
  pairDeviceResponseSchema,
  pairingResponseSchema,
  staffDeviceParamsSchema,
  staffListResponseSchema,
  staffMemberResponseSchema,
  staffParamsSchema,
} from "@events/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  commonErrors,
  eventNotFoundResponse,
  inputErrors,
  okOrNotFound,
} from "../../http/openapi.js";
import { limitRequests, perIp } from "../../http/rate-limit.js";
import { setSessionCookies } from "../../http/session-cookies.js";
import type { DoorStaffService } from "./door-staff.service.js";

const MINUTE_MS = 60_000;

/**
 * The public door routes' limits, per address as the sign-in's are: their secrets (32 random
 * bytes) cannot be guessed, so these only keep one address from flooding the server.
 */
export const DOOR_RATE_LIMITS = {
  pairPerIp: { max: 30, timeWindowMs: MINUTE_MS },
  choosePasswordPerIp: { max: 30, timeWindowMs: MINUTE_MS },
} as const;

const ACCESS = "Event admins for their own events, and system admins.";
const staffNotFoundResponse = errorResponseSchema.describe(
  `No such event (or not the caller's), or "${DOOR_STAFF_MESSAGES.staffNotFound}"`,
);

export interface DoorStaffRoutesOptions {
  doorStaffService: DoorStaffService;
}

/** An event's door staff, managed by its admins (prefix /api/events). */
export const doorStaffRoutes: FastifyPluginAsyncZod<DoorStaffRoutesOptions> = async (
  app,
  { doorStaffService: service },
) => {
  app.get(
    "/:id/staff",
    {
      schema: {
        summary: "An event's door staff, with their paired devices",
        description: ACCESS,
        tags: ["door staff"],
        params: eventIdParamsSchema,
        response: okOrNotFound(staffListResponseSchema, eventNotFoundResponse),
      },
    },
    async (request) => ({ staff: await service.listStaff(request, request.params.id) }),
  );

  app.post(
    "/:id/staff",
    {
      schema: {
        summary: "Add door staff to an event by e-mail",
        description: `A new address gets a door staff account and an e-mailed link to choose a password ("${DOOR_STAFF_MESSAGES.added}"); an existing door staff account is only added ("${DOOR_STAFF_MESSAGES.addedExisting}"). ${ACCESS}`,
        tags: ["door staff"],
        params: eventIdParamsSchema,
        body: addStaffRequestSchema,
        response: {
          201: staffMemberResponseSchema,
          ...inputErrors,
          404: eventNotFoundResponse,
          409: errorResponseSchema.describe(
            `"${DOOR_STAFF_MESSAGES.administratorEmail}" or "${DOOR_STAFF_MESSAGES.alreadyStaff}"`,
          ),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.addStaff(request, request.params.id, request.body)),
  );

  app.delete(
    "/:id/staff/:userId",
    {
      schema: {
        summary: "Remove door staff from an event",
        description: `Their devices paired for the event are signed out at once; their account stays. ${ACCESS}`,
        tags: ["door staff"],
        params: staffParamsSchema,
        response: okOrNotFound(messageResponseSchema, staffNotFoundResponse),
      },
    },
    async (request) => {
      await service.removeStaff(request, request.params.id, request.params.userId);
      return { message: DOOR_STAFF_MESSAGES.removed };
    },
  );

  app.post(
    "/:id/staff/:userId/pairing",
    {
      schema: {
        summary: "A one-use code that pairs a device for door staff at the event",
        description: `The link (/door/pair#code=…) and its QR code, to open on the device; it works once, within ${PAIRING_CODE_MINUTES} minutes. ${ACCESS}`,
        tags: ["door staff"],
        params: staffParamsSchema,
        response: {
          201: pairingResponseSchema,
          ...inputErrors,
          404: staffNotFoundResponse,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.createPairing(request, request.params.id, request.params.userId)),
  );

  app.delete(
    "/:id/staff/:userId/devices/:deviceId",
    {
      schema: {
        summary: "Sign out a device paired for door staff",
        description: `Its next request answers 401. ${ACCESS}`,
        tags: ["door staff"],
        params: staffDeviceParamsSchema,
        response: okOrNotFound(
          messageResponseSchema,
          errorResponseSchema.describe(
            `No such event (or not the caller's), or "${DOOR_STAFF_MESSAGES.deviceNotFound}"`,
          ),
        ),
      },
    },
    async (request) => {
      const { id, userId, deviceId } = request.params;
      await service.revokeDevice(request, id, userId, deviceId);
      return { message: DOOR_STAFF_MESSAGES.deviceRevoked };
    },
  );
};

export interface DoorRoutesOptions {
  doorStaffService: DoorStaffService;
  isSecureCookies: boolean;
}

/** The door's own routes (prefix /api/door): pairing, the invitation's link, the events. */
export const doorRoutes: FastifyPluginAsyncZod<DoorRoutesOptions> = async (
  app,
  { doorStaffService: service, isSecureCookies },
) => {
  const publicErrors = {
    400: errorResponseSchema,
    429: errorResponseSchema,
  };

  app.post(
    "/pair",
    {
      config: { isPublic: true },
      preHandler: limitRequests(app, [perIp("door-pair-ip", DOOR_RATE_LIMITS.pairPerIp)]),
      schema: {
        summary: "Pair this device with a pairing code",
        description: `Uses the code up and starts a session narrowed to the code's event, setting the same cookies as verify-otp (token, csrf_access_token). A used, expired or unknown code answers 400 "${DOOR_STAFF_MESSAGES.pairingInvalid}".`,
        tags: ["door"],
        body: pairDeviceRequestSchema,
        response: { 200: pairDeviceResponseSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      const paired = await service.pairDevice(request, request.body.code, request.body.device_name);
      setSessionCookies(reply, isSecureCookies, {
        ...paired,
        maxAgeSeconds: DEVICE_SESSION_MAX_AGE_SECONDS,
      });
      return { event_id: paired.eventId, message: DOOR_STAFF_MESSAGES.devicePaired };
    },
  );

  app.post(
    "/choose-password",
    {
      config: { isPublic: true },
      preHandler: limitRequests(app, [
        perIp("door-choose-password-ip", DOOR_RATE_LIMITS.choosePasswordPerIp),
      ]),
      schema: {
        summary: "Choose the password of a new door staff account, from the invitation's link",
        description: `The link works once. A used, expired or unknown one answers 400 "${DOOR_STAFF_MESSAGES.invitationInvalid}". Then sign in with /api/auth/login.`,
        tags: ["door"],
        body: choosePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...publicErrors },
      },
    },
    async (request) => {
      await service.choosePassword(request, request.body.token, request.body.password);
      return { message: DOOR_STAFF_MESSAGES.passwordChosen };
    },
  );

  app.get(
    "/events",
    {
      config: { door: true, token: "check-in" },
      schema: {
        summary: "The events at which the caller may check people in",
        description:
          "Door staff: the events they were added to (a paired device: its one event). Event admins: their own events; system admins: every event.",
        tags: ["door"],
        response: { 200: doorEventsResponseSchema, ...commonErrors },
      },
    },
    async (request) => ({ events: await service.listDoorEvents(request) }),
  );
};
