import {
  errorResponseSchema,
  eventIdParamsSchema,
  REGISTRATION_MESSAGES,
  registrationListQuerySchema,
  registrationParamsSchema,
  registrationResponseSchema,
  registrationsResponseSchema,
  rejectRegistrationRequestSchema,
} from "@events/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  eventNotFoundResponse,
  inputErrors,
  okOrNotFound,
  REGISTRATIONS_TAG,
} from "../../http/openapi.js";
import type { RegistrationsService } from "./registrations.service.js";

export interface RegistrationsRoutesOptions {
  registrationsService: RegistrationsService;
}

const ACCESS = "Event admins for their own events, system admins for every event.";

const registrationNotFoundResponse = errorResponseSchema.describe(
  `"${REGISTRATION_MESSAGES.notFound}" in that event, or the event is not found`,
);

/** The answers of approve and reject: the registration, or 409 when it is not pending. */
const decisionResponses = {
  ...okOrNotFound(registrationResponseSchema, registrationNotFoundResponse),
  409: errorResponseSchema.describe(
    `"${REGISTRATION_MESSAGES.notPending}", or (approve) the address is already a participant`,
  ),
};

export const registrationsRoutes: FastifyPluginAsyncZod<RegistrationsRoutesOptions> = async (
  app,
  { registrationsService },
) => {
  app.get(
    "/:id/registrations",
    {
      config: { token: "participants" },
      schema: {
        summary: "An event's self-registrations by state, with the counts of its places",
        description: `state narrows the list (all but unconfirmed ones by default); q searches name and e-mail. The waiting list comes in its order with each one's position; the others newest first. counts: registered (the event's participants, however added), pending, offered, waiting, capacity and places_left. ${ACCESS}`,
        tags: [REGISTRATIONS_TAG],
        params: eventIdParamsSchema,
        querystring: registrationListQuerySchema,
        response: okOrNotFound(registrationsResponseSchema, eventNotFoundResponse),
      },
    },
    (request) => registrationsService.list(request, request.params.id, request.query),
  );

  app.post(
    "/:id/registrations/:registrationId/approve",
    {
      config: { token: "participants" },
      schema: {
        summary: "Approve a pending registration",
        description: `The registrant becomes a participant of the event with the role the settings give, and their ticket is e-mailed. ${ACCESS}`,
        tags: [REGISTRATIONS_TAG],
        params: registrationParamsSchema,
        response: decisionResponses,
      },
    },
    (request) =>
      registrationsService.approve(request, request.params.id, request.params.registrationId),
  );

  app.post(
    "/:id/registrations/:registrationId/reject",
    {
      config: { token: "participants" },
      schema: {
        summary: "Reject a pending registration, with an optional message",
        description: `The registrant is e-mailed that their registration was not accepted, with the message if there is one; the place it held is offered to the waiting list. ${ACCESS}`,
        tags: [REGISTRATIONS_TAG],
        params: registrationParamsSchema,
        body: rejectRegistrationRequestSchema,
        response: { ...decisionResponses, ...inputErrors, 404: registrationNotFoundResponse },
      },
    },
    (request) =>
      registrationsService.reject(
        request,
        request.params.id,
        request.params.registrationId,
        request.body.message,
      ),
  );
};
