import {
  errorResponseSchema,
  eventIdParamsSchema,
  REGISTRATION_MESSAGES,
  registrationSettingsInputSchema,
  registrationSettingsResponseSchema,
} from "@events/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { eventNotFoundResponse, okOrNotFound } from "../../http/openapi.js";
import type { RegistrationSettingsService } from "./registration-settings.service.js";

export interface RegistrationSettingsRoutesOptions {
  registrationSettingsService: RegistrationSettingsService;
}

export const registrationSettingsRoutes: FastifyPluginAsyncZod<
  RegistrationSettingsRoutesOptions
> = async (app, { registrationSettingsService }) => {
  app.get(
    "/:id/registration",
    {
      config: { token: "events" },
      schema: {
        summary: "An event's registration settings and form, with its places",
        description:
          "Before the first save the defaults, with a slug made from the event's name (saved: false). Event admins only for their own events.",
        tags: ["registration"],
        params: eventIdParamsSchema,
        response: okOrNotFound(registrationSettingsResponseSchema, eventNotFoundResponse),
      },
    },
    (request) => registrationSettingsService.get(request, request.params.id),
  );

  app.put(
    "/:id/registration",
    {
      config: { token: "events" },
      schema: {
        summary: "Save an event's registration settings and form",
        description:
          "The settings and questions whole. A question left off the form moves to removed_questions, so the answers given to it stay readable; sent again with its id, it is back. A raised capacity, or a waiting list switched on, offers the free places to the waiting list at once. Event admins only for their own events.",
        tags: ["registration"],
        params: eventIdParamsSchema,
        body: registrationSettingsInputSchema,
        response: {
          ...okOrNotFound(registrationSettingsResponseSchema, eventNotFoundResponse),
          409: errorResponseSchema.describe(
            `"${REGISTRATION_MESSAGES.slugTaken}", with details on slug`,
          ),
        },
      },
    },
    (request) => registrationSettingsService.save(request, request.params.id, request.body),
  );
};
