import {
  codeConfirmationSchema,
  codeSentResponseSchema,
  emailChangeRequestSchema,
  errorResponseSchema,
  ME_PROFILE_MESSAGES,
  messageResponseSchema,
  myDataQuerySchema,
  myProfileUpdateSchema,
  PROFILE_IMAGE_FILE_RULE,
  personDataSchema,
  personResponseSchema,
  UPLOAD_MESSAGES,
} from "@events/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { acceptUploads, withRequiredUpload } from "../../files/request-uploads.js";
import type { UploadStore } from "../../files/upload-store.js";
import { sendAttachment } from "../../http/attachment.js";
import { requireMultipart } from "../../http/multipart.js";
import {
  commonErrors,
  describeSizeLimit,
  fileErrors,
  filePartSchema,
  inputErrors,
  PARTICIPANTS_APP_TAG,
} from "../../http/openapi.js";
import { limitRequests, perIp } from "../../http/rate-limit.js";
import { PERSON_PHOTO_UPLOAD } from "../../people/participant-images.js";
import { clearAppSessionCookies } from "../../sign-in/app-sessions.js";
import type { MeProfileService } from "./me-profile.service.js";

export interface MeProfileRoutesOptions {
  profileService: MeProfileService;
  uploadStore: UploadStore;
  isSecureCookies: boolean;
}

const MINUTE_MS = 60_000;

/**
 * The sign-in's limits (modules/app-sign-in), per person and per address: each code is an
 * e-mail in someone's inbox (for a change of address, a stranger's, should the address be
 * mistyped), and each answer about an address tells whether it is free.
 */
export const ME_PROFILE_RATE_LIMITS = {
  codePerPerson: { max: 5, timeWindowMs: 15 * MINUTE_MS },
  codePerIp: { max: 30, timeWindowMs: MINUTE_MS },
  confirmPerPerson: { max: 10, timeWindowMs: 15 * MINUTE_MS },
  confirmPerIp: { max: 30, timeWindowMs: MINUTE_MS },
} as const;

const MULTIPART_REQUIRED_MESSAGE = UPLOAD_MESSAGES.fileFieldRequired;

const photoFormSchema = z.object({
  file: filePartSchema(
    `The photo: ${PROFILE_IMAGE_FILE_RULE.mimeTypes.join(", ")} decided by content, ` +
      `${describeSizeLimit(PROFILE_IMAGE_FILE_RULE)}, served under /media.`,
  ),
});

const DATA_FILE_NAMES = { json: "my-data.json", zip: "my-data.zip" } as const;

const DATA_DESCRIPTION =
  "Everything held on the signed-in person, as a system admin's GET /api/privacy/person finds " +
  "it for their e-mail address: each participant row with its event, ticket code, consent and " +
  "messages; the activity-log entries that name them; their files; their app account, " +
  "bookmarks, passkeys and choice of passkey only. An attachment: my-data.json, or with format=zip my-data.zip holding person.json " +
  "and the files under files/.";

const codeErrors = {
  ...inputErrors,
  429: errorResponseSchema,
  503: errorResponseSchema.describe("The e-mail with the code could not be sent"),
};

/** A change refused because the address is someone else's. */
const emailTakenResponse = errorResponseSchema.describe(
  `"${ME_PROFILE_MESSAGES.emailInUse}", or "${ME_PROFILE_MESSAGES.emailTaken}"`,
);

export const meProfileRoutes: FastifyPluginAsyncZod<MeProfileRoutesOptions> = async (
  app,
  { profileService, uploadStore, isSecureCookies },
) => {
  const perPersonAndIp = (
    name: string,
    perPerson: { max: number; timeWindowMs: number },
    perAddress: { max: number; timeWindowMs: number },
  ) =>
    limitRequests(app, [
      { name: `${name}-person`, ...perPerson, key: (request) => request.person.id },
      perIp(`${name}-ip`, perAddress),
    ]);
  const limitCodes = (name: string) =>
    perPersonAndIp(name, ME_PROFILE_RATE_LIMITS.codePerPerson, ME_PROFILE_RATE_LIMITS.codePerIp);
  const limitConfirmations = (name: string) =>
    perPersonAndIp(
      name,
      ME_PROFILE_RATE_LIMITS.confirmPerPerson,
      ME_PROFILE_RATE_LIMITS.confirmPerIp,
    );

  app.patch(
    "/profile",
    {
      schema: {
        summary: "Change the participant's name, phone or language, in all their events",
        description:
          "Send name, phone, language or several; phone empty or null clears it. The language " +
          "(en, de, es, ar) is that of the person's app and e-mails. The change applies to every " +
          "participant row of the person (each of their events) and is logged as theirs.",
        tags: [PARTICIPANTS_APP_TAG],
        body: myProfileUpdateSchema,
        response: { 200: personResponseSchema, ...inputErrors },
      },
    },
    async (request) => ({ person: await profileService.updateProfile(request, request.body) }),
  );

  app.put(
    "/profile/photo",
    {
      onRequest: requireMultipart(MULTIPART_REQUIRED_MESSAGE),
      preValidation: acceptUploads(uploadStore, { file: PERSON_PHOTO_UPLOAD }),
      schema: {
        summary: "Set the participant's photo, in all their events",
        description:
          "Send multipart/form-data with a file field 'file' (the admins' profile image rule). " +
          "One file serves every participant row of the person; the photo it replaces is " +
          "removed. A refused upload leaves nothing stored.",
        tags: [PARTICIPANTS_APP_TAG],
        consumes: ["multipart/form-data"],
        body: photoFormSchema,
        response: {
          200: personResponseSchema,
          ...commonErrors,
          400: errorResponseSchema.describe(`No file (${ME_PROFILE_MESSAGES.selectPhoto})`),
          ...fileErrors(PROFILE_IMAGE_FILE_RULE),
        },
      },
    },
    async (request) => ({
      person: await withRequiredUpload(request, "file", ME_PROFILE_MESSAGES.selectPhoto, (photo) =>
        profileService.setPhoto(request, photo),
      ),
    }),
  );

  app.delete(
    "/profile/photo",
    {
      schema: {
        summary: "Remove the participant's photo, in all their events",
        tags: [PARTICIPANTS_APP_TAG],
        response: { 200: personResponseSchema, ...commonErrors },
      },
    },
    async (request) => ({ person: await profileService.deletePhoto(request) }),
  );

  app.post(
    "/email-change",
    {
      preHandler: limitCodes("me-email-change"),
      schema: {
        summary: "E-mail a code to a new address, to change the participant's address",
        description:
          `Refused with 400 when it is their address already ("${ME_PROFILE_MESSAGES.sameEmail}"), ` +
          "and 409 when a participant of one of their events or another person of the app has " +
          "it. Send confirmation_token back with the code to /email-change/verify.",
        tags: [PARTICIPANTS_APP_TAG],
        body: emailChangeRequestSchema,
        response: { 200: codeSentResponseSchema, ...codeErrors, 409: emailTakenResponse },
      },
    },
    async (request) => profileService.requestEmailChange(request, request.body.email),
  );

  app.post(
    "/email-change/verify",
    {
      preHandler: limitConfirmations("me-email-change-verify"),
      schema: {
        summary: "Confirm the code sent to the new address, and change the address",
        description:
          "The new address replaces the old on every participant row of the person and is the " +
          "one they sign in with from now on; their sessions stay signed in. 401 for a wrong or " +
          "expired code (five wrong tries end it).",
        tags: [PARTICIPANTS_APP_TAG],
        body: codeConfirmationSchema,
        response: {
          200: personResponseSchema,
          ...inputErrors,
          409: emailTakenResponse,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      person: await profileService.confirmEmailChange(request, request.body),
    }),
  );

  app.get(
    "/data",
    {
      schema: {
        summary: "Download everything held on the participant",
        description: DATA_DESCRIPTION,
        tags: [PARTICIPANTS_APP_TAG],
        querystring: myDataQuerySchema,
        response: {
          200: {
            description: "my-data.json, or with format=zip my-data.zip, as an attachment",
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
      const { format } = request.query;
      if (format === "zip") {
        return sendAttachment(reply, {
          contentType: "application/zip",
          fileName: DATA_FILE_NAMES.zip,
          body: await profileService.dataArchive(request),
        });
      }
      const data = await profileService.findData(request);
      return sendAttachment(reply, {
        contentType: "application/json; charset=utf-8",
        fileName: DATA_FILE_NAMES.json,
        body: Buffer.from(JSON.stringify(data, null, 2)),
      });
    },
  );

  app.post(
    "/account-deletion",
    {
      preHandler: limitCodes("me-account-deletion"),
      schema: {
        summary: "E-mail a fresh code to confirm deleting the participant's account",
        description:
          "Send confirmation_token back with the code to /account-deletion/confirm. Answers 503 " +
          "when the e-mail could not be sent.",
        tags: [PARTICIPANTS_APP_TAG],
        response: { 200: codeSentResponseSchema, ...codeErrors },
      },
    },
    async (request) => profileService.requestAccountDeletion(request),
  );

  app.post(
    "/account-deletion/confirm",
    {
      preHandler: limitConfirmations("me-account-deletion-confirm"),
      schema: {
        summary: "Confirm the code, and delete the participant's account and data",
        description:
          "Erases the person as a system admin's POST /api/privacy/erasures does (every " +
          "participant row of theirs in every event, their values in the activity log, their " +
          "e-mails' copies, files, app account, sessions and bookmarks), recorded as done by " +
          "them, and clears the app's cookies. 401 for a wrong or expired code.",
        tags: [PARTICIPANTS_APP_TAG],
        body: codeConfirmationSchema,
        response: { 200: messageResponseSchema, ...inputErrors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await profileService.confirmAccountDeletion(request, request.body);
      clearAppSessionCookies(reply, isSecureCookies);
      return { message: ME_PROFILE_MESSAGES.accountDeleted };
    },
  );
};
