import {
  ERASED_VALUE,
  erasureCountsSchema,
  erasureRequestSchema,
  erasuresPageSchema,
  erasuresQuerySchema,
  personDataSchema,
  personQuerySchema,
} from "@events/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireRole } from "../../access/require-role.js";
import { sendAttachment } from "../../http/attachment.js";
import { inputErrors, invalidFieldsResponse } from "../../http/openapi.js";
import type { PrivacyService } from "./privacy.service.js";

export interface PrivacyRoutesOptions {
  privacyService: PrivacyService;
}

const ARCHIVE_FILE_NAME = "personal-data.zip";

const PERSON_DESCRIPTION =
  "Everything held on the person with this e-mail address (compared trimmed and in any case): " +
  "each participant row with its event, ticket code, consent and the messages sent to it with " +
  "their delivery state; the activity-log entries that name them (newest first, at most 1,000); " +
  "their files as /media paths; their account in the participants' app with its bookmarks, " +
  "passkeys (name, added, last used, synced; never the key) and choice of passkey only. System " +
  "admins see every event, event admins their own events " +
  "(and no sign-in entries). Nothing held answers 200 with empty lists, so an answer never " +
  "tells an event admin whether the address is known elsewhere. format=zip answers the same " +
  "JSON as person.json in a ZIP with the files under files/. The request log never holds the " +
  "address: the email parameter is written [redacted].";

const ERASE_DESCRIPTION =
  "Erases the person everywhere, in one transaction: their participant rows are deleted (the " +
  "events' counts and charts lose them), every value of theirs in the activity log becomes " +
  `"${ERASED_VALUE}", their queued e-mails are cancelled and every copy's name and address ` +
  "erased; their app account goes with its sessions and passkeys once no participant row is " +
  "theirs; their files are removed from the file store after the commit. The erasure is " +
  "recorded (who, when, reason, counts; never the erased data) in the record of erasures and in " +
  "the activity log. System admins only. Nothing held still records the erasure, with counts 0.";

export const privacyRoutes: FastifyPluginAsyncZod<PrivacyRoutesOptions> = async (
  app,
  { privacyService },
) => {
  const systemAdminOnly = requireRole("system_admin");
  const adminsOnly = requireRole("system_admin", "event_admin");

  app.get(
    "/person",
    {
      onRequest: adminsOnly,
      schema: {
        summary: "What is held on a person, by e-mail address",
        description: PERSON_DESCRIPTION,
        tags: ["privacy"],
        querystring: personQuerySchema,
        response: {
          200: {
            description: "The person's data as JSON, or with format=zip as a ZIP attachment",
            content: {
              "application/json": { schema: personDataSchema },
              "application/zip": { schema: z.any().meta({ type: "string", format: "binary" }) },
            },
          },
          ...inputErrors,
        },
      },
    },
    async (request, reply) => {
      const { email, format } = request.query;
      if (format === "json") return privacyService.findPerson(request, email);
      return sendAttachment(reply, {
        contentType: "application/zip",
        fileName: ARCHIVE_FILE_NAME,
        body: await privacyService.personArchive(request, email),
      });
    },
  );

  app.post(
    "/erasures",
    {
      onRequest: systemAdminOnly,
      schema: {
        summary: "Erase a person everywhere",
        description: ERASE_DESCRIPTION,
        tags: ["privacy"],
        body: erasureRequestSchema,
        response: { 200: erasureCountsSchema, ...inputErrors, 400: invalidFieldsResponse },
      },
    },
    async (request) => privacyService.erasePerson(request, request.body),
  );

  app.get(
    "/erasures",
    {
      onRequest: systemAdminOnly,
      schema: {
        summary: "The record of erasures, newest first, one page",
        description:
          "Every erasure, by a person's request or an event's retention: who (null for the " +
          "retention sweep), when, why, and the counts. Never the erased data. System admins only.",
        tags: ["privacy"],
        querystring: erasuresQuerySchema,
        response: { 200: erasuresPageSchema, ...inputErrors },
      },
    },
    async (request) => privacyService.listErasures(request.query),
  );
};
