import {
  createMultipleParticipantsRequestSchema,
  createMultipleParticipantsResponseSchema,
  errorResponseSchema,
  isPagedQuery,
  MAX_PARTICIPANTS_PER_REQUEST,
  messageResponseSchema,
  PARTICIPANT_MESSAGES,
  PARTICIPANT_ROLES,
  PROFILE_IMAGE_FILE_RULE,
  pagedParticipantsResponseSchema,
  participantEventIdParamsSchema,
  participantIdParamsSchema,
  participantInputSchema,
  participantPageQuerySchema,
  participantResponseSchema,
  participantSchema,
  participantsByEventResponseSchema,
  participantsListResponseSchema,
  participantUpdateSchema,
} from "@events/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AccessKernel } from "../../access/access-kernel.js";
import {
  acceptUploadsForEvent,
  acceptUploadsForRecord,
  idParam,
  uploadedFile,
  withUploadCleanup,
} from "../../files/request-uploads.js";
import type { UploadStore } from "../../files/upload-store.js";
import { streamJsonArray } from "../../http/json-array-stream.js";
import {
  commonErrors,
  describeSizeLimit,
  eventNotFoundResponse,
  fileErrors,
  filePartSchema,
  invalidFieldsResponse,
  okOrNotFound,
  participantNotFoundResponse,
} from "../../http/openapi.js";
import { PARTICIPANT_IMAGE_UPLOAD } from "./participants.files.js";
import type { ParticipantsService } from "./participants.service.js";

export interface ParticipantsRoutesOptions {
  participantsService: ParticipantsService;
  uploadStore: UploadStore;
  access: AccessKernel;
}

const participantFormSchema = participantInputSchema.extend({
  profile_image: filePartSchema(
    `Optional file (multipart only): ${PROFILE_IMAGE_FILE_RULE.mimeTypes.join(", ")} decided by ` +
      `content, ${describeSizeLimit(PROFILE_IMAGE_FILE_RULE)}, served under /media.`,
  ),
});

const participantUpdateFormSchema = participantUpdateSchema.extend({
  profile_image: participantFormSchema.shape.profile_image,
});

const FIELDS_DESCRIPTION =
  "name, email and username are required; phone may be empty; skip_otp is a boolean " +
  '("true"/"false" in multipart, default false); participant_role is one of ' +
  `${PARTICIPANT_ROLES.join(", ")} in any case, with or without a 'ParticipantRole.' prefix, ` +
  "answered in lower case (default attendee). New participants are 'active'. Within one event " +
  "an e-mail or username (either case) appears once.";

const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

const duplicateResponse = errorResponseSchema.describe(
  `The e-mails or usernames already in the event ("${PARTICIPANT_MESSAGES.alreadyInEvent}: ..."), ` +
    `or repeated within the request ("${PARTICIPANT_MESSAGES.duplicateInRequest}: ...")`,
);

export const participantsRoutes: FastifyPluginAsyncZod<ParticipantsRoutesOptions> = async (
  app,
  { participantsService, uploadStore, access },
) => {
  // One participant as the app's serializer writes it within the whole list (and checks it, in
  // the tests), so the streamed list is the same bytes as the list written at once.
  const compileWriter = app.serializerCompiler;
  if (!compileWriter)
    throw new Error("The participants' routes need the app's serializer compiler");
  const writeParticipant = compileWriter({
    schema: participantSchema,
    method: "GET",
    url: "/get-all-participants-by-event/:eventId",
    httpStatus: "200",
  });
  // A caller who may not manage the event (or the participant's) is refused before the image is stored.
  const acceptProfileImage = acceptUploadsForEvent(
    uploadStore,
    { profile_image: PARTICIPANT_IMAGE_UPLOAD },
    access.requireEvent,
  );

  const acceptReplacementImage = acceptUploadsForRecord(
    uploadStore,
    { profile_image: PARTICIPANT_IMAGE_UPLOAD },
    idParam,
    (request, id) => access.requireEventOf("participant", request, id),
  );

  app.get(
    "/get-all-participants-by-event/:eventId",
    {
      config: { token: "participants" },
      schema: {
        summary: "List an event's participants: all of them, or a page",
        description:
          "Without query parameters: every participant, by joining date, then name, as " +
          "{status, participants}. With any of page, page_size, q, role, status, checked_in, " +
          "answer_question, answer_value, sort, after, before: one page as {participants, total, " +
          "page, page_size, next_cursor, previous_cursor}, q matching name, email, phone, " +
          "username or role, answer_question and answer_value (together) those whose answer to " +
          "that question of the registration form is answer_value. after (a page's " +
          "next_cursor) and before (its previous_cursor) read the page beside that page from the " +
          "sort's index, however deep; page then only names the page. " +
          "Event admins only for their own events.",
        tags: ["participants"],
        params: participantEventIdParamsSchema,
        querystring: participantPageQuerySchema,
        response: okOrNotFound(
          z.union([participantsByEventResponseSchema, pagedParticipantsResponseSchema]),
          eventNotFoundResponse,
        ),
      },
    },
    async (request, reply) => {
      const { eventId } = request.params;
      if (isPagedQuery(request.query)) {
        return participantsService.listParticipantsPage(request, eventId, request.query);
      }
      // Written a batch at a time: the whole list of a large event at once held the event loop
      // for a second and added hundreds of megabytes, for every caller.
      const answer = await streamJsonArray({
        opening: '{"status":"success","participants":[',
        closing: "]}",
        writeItem: writeParticipant,
        readBatches: await participantsService.readParticipantsOfEvent(request, eventId),
        log: request.log,
      });
      return reply.type(JSON_CONTENT_TYPE).send(answer);
    },
  );

  app.get(
    "/get-all-participants",
    {
      config: { token: "participants" },
      schema: {
        summary: "List every participant the caller may see, by joining date, then name",
        description:
          "System admins get every participant; event admins the participants of their own events.",
        tags: ["participants"],
        response: { 200: participantsListResponseSchema, ...commonErrors },
      },
    },
    async (request) => ({ participants: await participantsService.listParticipants(request) }),
  );

  app.post(
    "/create-single",
    {
      config: { token: "participants" },
      preValidation: acceptProfileImage,
      schema: {
        summary: "Add one participant to an event, with an optional profile image",
        description:
          "Send multipart/form-data with the text fields name, email, phone, username, " +
          "skip_otp, participant_role and event_id, and an optional file part profile_image " +
          `(stored publicly under /media/participant-images); or the same fields as JSON, without an image. ${FIELDS_DESCRIPTION} ` +
          "Event admins only for their own events.",
        tags: ["participants"],
        consumes: ["multipart/form-data", "application/json"],
        body: participantFormSchema,
        response: {
          201: participantResponseSchema,
          ...commonErrors,
          400: invalidFieldsResponse,
          404: eventNotFoundResponse,
          409: duplicateResponse,
          ...fileErrors(PROFILE_IMAGE_FILE_RULE),
        },
      },
    },
    async (request, reply) => {
      const participant = await withUploadCleanup(request, () =>
        participantsService.createParticipant(
          request,
          request.body,
          uploadedFile(request, "profile_image"),
        ),
      );
      return reply.code(201).send({ participant });
    },
  );

  app.post(
    "/create-multiple",
    {
      config: { token: "participants" },
      schema: {
        summary: "Add participants, all or nothing",
        description:
          `JSON {participants: [...]}, 1 to ${MAX_PARTICIPANTS_PER_REQUEST} rows, stored in one ` +
          `transaction: if any row is refused, none is stored. ${FIELDS_DESCRIPTION} Field ` +
          'errors name the row, as "participants.1.email". Every event_id must be an event the ' +
          "caller may manage.",
        tags: ["participants"],
        body: createMultipleParticipantsRequestSchema,
        response: {
          201: createMultipleParticipantsResponseSchema,
          ...commonErrors,
          400: errorResponseSchema.describe("Invalid rows, with details naming them"),
          404: eventNotFoundResponse,
          409: duplicateResponse,
        },
      },
    },
    async (request, reply) => {
      const participants = await participantsService.createParticipants(
        request,
        request.body.participants,
      );
      return reply
        .code(201)
        .send({ status: "success" as const, participants, message: PARTICIPANT_MESSAGES.added });
    },
  );

  app.put(
    "/update-participant/:id",
    {
      config: { token: "participants" },
      preValidation: acceptReplacementImage,
      schema: {
        summary: "Change a participant's fields, and optionally replace the profile image",
        description:
          "multipart/form-data (with an optional profile_image file) or JSON, as create-single. " +
          "Every field is optional: a field not sent keeps its value. status is active or " +
          "inactive. event_id, when sent, must be the participant's own event (400). The same " +
          "validation and duplicate rules as create: the e-mail and username stay unique in the " +
          "event (409). answers (an object by question id; JSON text in multipart) are checked " +
          "against the event's registration form, none required: they replace the answers to " +
          "the form's questions, and those to questions taken off it stay; a faulty one is 400 " +
          "naming answers.<question id>. Event admins only for participants of their own events.",
        tags: ["participants"],
        consumes: ["multipart/form-data", "application/json"],
        params: participantIdParamsSchema,
        body: participantUpdateFormSchema,
        response: {
          200: participantResponseSchema,
          ...commonErrors,
          400: invalidFieldsResponse,
          404: participantNotFoundResponse,
          409: duplicateResponse,
          ...fileErrors(PROFILE_IMAGE_FILE_RULE),
        },
      },
    },
    async (request) => {
      const participant = await withUploadCleanup(request, () =>
        participantsService.updateParticipant(
          request,
          request.params.id,
          request.body,
          uploadedFile(request, "profile_image"),
        ),
      );
      return { participant };
    },
  );

  app.delete(
    "/delete-participant/:id",
    {
      config: { token: "participants" },
      schema: {
        summary: "Delete a participant, and their profile image",
        description: "Event admins only for participants of their own events.",
        tags: ["participants"],
        params: participantIdParamsSchema,
        response: okOrNotFound(messageResponseSchema, participantNotFoundResponse),
      },
    },
    async (request) => {
      await participantsService.deleteParticipant(request, request.params.id);
      return { message: PARTICIPANT_MESSAGES.deleted };
    },
  );
};
