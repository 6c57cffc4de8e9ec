import {
  DOCUMENT_MESSAGES,
  deleteSessionDocumentParamsSchema,
  errorResponseSchema,
  messageResponseSchema,
  SESSION_DOCUMENT_FILE_RULE,
  SESSION_IMAGE_FILE_RULE,
  SESSION_MESSAGES,
  SESSION_TYPES,
  sessionDocumentIdParamsSchema,
  sessionDocumentResponseSchema,
  sessionDocumentSessionParamsSchema,
  sessionEventIdParamsSchema,
  sessionIdParamsSchema,
  sessionInputSchema,
  sessionResponseSchema,
  sessionsListResponseSchema,
  sessionTypesResponseSchema,
  UPLOAD_MESSAGES,
  uploadSessionDocumentFieldsSchema,
} from "@events/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AccessKernel } from "../../access/access-kernel.js";
import type { Caller } from "../../access/caller.js";
import {
  acceptUploadsForEvent,
  acceptUploadsForRecord,
  formField,
  idParam,
  uploadedFile,
  withRequiredUpload,
  withUploadCleanup,
} from "../../files/request-uploads.js";
import type { UploadStore } from "../../files/upload-store.js";
import { sendDocument } from "../../http/document-response.js";
import { requireMultipart } from "../../http/multipart.js";
import {
  commonErrors,
  deleteDocumentResponses,
  describeDocumentUpload,
  describeSizeLimit,
  documentUploadErrors,
  eventNotFoundResponse,
  fileErrors,
  filePartSchema,
  invalidFieldsResponse,
  okOrNotFound,
  sessionNotFoundResponse,
  viewDocumentSchema,
} from "../../http/openapi.js";
import { SESSION_DOCUMENT_UPLOAD, SESSION_IMAGE_UPLOAD } from "./sessions.files.js";
import type { SessionsService } from "./sessions.service.js";

export interface SessionsRoutesOptions {
  sessionsService: SessionsService;
  access: AccessKernel;
  uploadStore: UploadStore;
}

const SELECT_FILE_MESSAGE = DOCUMENT_MESSAGES.selectFile;
const MULTIPART_REQUIRED_MESSAGE = UPLOAD_MESSAGES.sessionDocumentRequired;

const sessionFormSchema = sessionInputSchema.extend({
  image: filePartSchema(
    `Optional file (multipart only): ${SESSION_IMAGE_FILE_RULE.mimeTypes.join(", ")} decided by ` +
      `content, ${describeSizeLimit(SESSION_IMAGE_FILE_RULE)}.`,
  ),
});

const documentFormSchema = uploadSessionDocumentFieldsSchema.extend({
  file: filePartSchema(
    `The document: ${SESSION_DOCUMENT_FILE_RULE.extensions.join(", ")}, ` +
      `${describeSizeLimit(SESSION_DOCUMENT_FILE_RULE)}. The content (magic bytes; text must be ` +
      "UTF-8 without NUL bytes) decides the type, which must be one the extension names.",
  ),
});

const FORM_DESCRIPTION =
  "Send multipart/form-data with the text fields name, description, event_id, session_type, " +
  "other_session_type, venue, start_datetime, end_datetime (wall-clock YYYY-MM-DDTHH:mm:ss) and " +
  "image_url, and an optional file part 'image' (stored publicly, served under /media); or the " +
  "same fields as JSON, without an image. other_session_type is required for session_type " +
  `other and dropped for the others (types: ${SESSION_TYPES.join(", ")}).`;

const formErrors = {
  400: invalidFieldsResponse,
  ...fileErrors(SESSION_IMAGE_FILE_RULE),
};

export const sessionsRoutes: FastifyPluginAsyncZod<SessionsRoutesOptions> = async (
  app,
  { sessionsService, access, uploadStore },
) => {
  const mayManageSession = (caller: Caller, sessionId: string) =>
    access.requireEventOf("session", caller, sessionId);
  const acceptCreateImage = acceptUploadsForEvent(
    uploadStore,
    { image: SESSION_IMAGE_UPLOAD },
    access.requireEvent,
  );
  const acceptUpdateImage = acceptUploadsForRecord(
    uploadStore,
    { image: SESSION_IMAGE_UPLOAD },
    idParam,
    mayManageSession,
  );
  const acceptDocument = acceptUploadsForRecord(
    uploadStore,
    { file: SESSION_DOCUMENT_UPLOAD },
    formField("session_id"),
    mayManageSession,
  );

  app.get(
    "/get-all-sessions/:eventId",
    {
      config: { token: "sessions" },
      schema: {
        summary: "List an event's sessions by start, then name",
        description: "Event admins only for their own events.",
        tags: ["sessions"],
        params: sessionEventIdParamsSchema,
        response: okOrNotFound(sessionsListResponseSchema, eventNotFoundResponse),
      },
    },
    async (request) => ({
      sessions: await sessionsService.listSessionsOfEvent(request, request.params.eventId),
    }),
  );

  app.get(
    "/get-all-sessions",
    {
      config: { token: "sessions" },
      schema: {
        summary: "List every session the caller may see, by start, then name",
        description:
          "System admins get every session; event admins the sessions of their own events.",
        tags: ["sessions"],
        response: { 200: sessionsListResponseSchema, ...commonErrors },
      },
    },
    async (request) => ({ sessions: await sessionsService.listSessions(request) }),
  );

  app.get(
    "/get-session-types",
    {
      config: { token: "sessions" },
      schema: {
        summary: "The session types, in order, with their labels as name",
        tags: ["sessions"],
        response: { 200: sessionTypesResponseSchema, ...commonErrors },
      },
    },
    async () => sessionsService.listSessionTypes(),
  );

  app.post(
    "/create-session",
    {
      config: { token: "sessions" },
      preValidation: acceptCreateImage,
      schema: {
        summary: "Create a session of an event",
        description:
          `${FORM_DESCRIPTION} image_url must be empty: only an uploaded image sets one. ` +
          "Event admins only for their own events.",
        tags: ["sessions"],
        consumes: ["multipart/form-data", "application/json"],
        body: sessionFormSchema,
        response: {
          201: sessionResponseSchema,
          ...commonErrors,
          ...formErrors,
          404: eventNotFoundResponse,
        },
      },
    },
    async (request, reply) => {
      const session = await withUploadCleanup(request, () =>
        sessionsService.createSession(request, request.body, uploadedFile(request, "image")),
      );
      return reply.code(201).send({ session, message: SESSION_MESSAGES.created });
    },
  );

  app.put(
    "/update-session/:id",
    {
      config: { token: "sessions" },
      preValidation: acceptUpdateImage,
      schema: {
        summary: "Replace a session's fields",
        description:
          `${FORM_DESCRIPTION} A new image replaces the old one. Without one, image_url equal ` +
          "to the session's current image keeps it, an empty image_url removes it, and any other " +
          "value answers 400. event_id must be the session's own event (400 otherwise). Event " +
          "admins only for sessions of their own events.",
        tags: ["sessions"],
        consumes: ["multipart/form-data", "application/json"],
        params: sessionIdParamsSchema,
        body: sessionFormSchema,
        response: {
          200: sessionResponseSchema,
          ...commonErrors,
          ...formErrors,
          404: sessionNotFoundResponse,
        },
      },
    },
    async (request) => {
      const session = await withUploadCleanup(request, () =>
        sessionsService.updateSession(
          request,
          request.params.id,
          request.body,
          uploadedFile(request, "image"),
        ),
      );
      return { session, message: SESSION_MESSAGES.updated };
    },
  );

  app.delete(
    "/delete-session/:id",
    {
      config: { token: "sessions" },
      schema: {
        summary: "Delete a session with its image and document",
        description: "Event admins only for sessions of their own events.",
        tags: ["sessions"],
        params: sessionIdParamsSchema,
        response: okOrNotFound(messageResponseSchema, sessionNotFoundResponse),
      },
    },
    async (request) => {
      await sessionsService.deleteSession(request, request.params.id);
      return { message: SESSION_MESSAGES.deleted };
    },
  );

  app.post(
    "/upload-session-document",
    {
      config: { token: "sessions" },
      onRequest: requireMultipart(MULTIPART_REQUIRED_MESSAGE),
      preValidation: acceptDocument,
      schema: {
        summary: "Upload a session's document, replacing the one it had",
        description: describeDocumentUpload(SESSION_DOCUMENT_FILE_RULE, {
          idField: "session_id",
          replaces: "A session has at most one document: a new one replaces it.",
          access: "Event admins only for sessions of their own events.",
        }),
        tags: ["sessions"],
        consumes: ["multipart/form-data"],
        body: documentFormSchema,
        response: {
          201: sessionDocumentResponseSchema,
          ...documentUploadErrors(SESSION_DOCUMENT_FILE_RULE, "session_id", SELECT_FILE_MESSAGE),
          404: sessionNotFoundResponse,
        },
      },
    },
    async (request, reply) => {
      const document = await withRequiredUpload(request, "file", SELECT_FILE_MESSAGE, (file) =>
        sessionsService.addDocument(request, request.body.session_id, file),
      );
      return reply.code(201).send({ response: document });
    },
  );

  app.get(
    "/get-session-document/:sessionId",
    {
      config: { token: "sessions" },
      schema: {
        summary: "A session's document",
        description: "Event admins only for sessions of their own events.",
        tags: ["sessions"],
        params: sessionDocumentSessionParamsSchema,
        response: okOrNotFound(
          sessionDocumentResponseSchema,
          errorResponseSchema.describe(
            `${SESSION_MESSAGES.documentNotFound} when the session has none; ` +
              `${SESSION_MESSAGES.sessionNotFound} for no such session (or not the caller's)`,
          ),
        ),
      },
    },
    async (request) => ({
      response: await sessionsService.getDocument(request, request.params.sessionId),
    }),
  );

  app.get(
    "/view-document/:documentId",
    {
      config: { token: "sessions" },
      schema: viewDocumentSchema({
        summary: "A session document's file",
        access: "Event admins only for sessions of their own events.",
        tag: "sessions",
        params: sessionDocumentIdParamsSchema,
      }),
    },
    async (request, reply) => {
      const file = await sessionsService.openDocument(request, request.params.documentId);
      return sendDocument(reply, file, request.query.download);
    },
  );

  app.delete(
    "/delete-document/:documentId/:sessionId",
    {
      config: { token: "sessions" },
      schema: {
        summary: "Delete a session's document, and its file",
        description:
          "The document must belong to that session. Event admins only for sessions of their " +
          "own events.",
        tags: ["sessions"],
        params: deleteSessionDocumentParamsSchema,
        response: deleteDocumentResponses("session"),
      },
    },
    async (request) => {
      await sessionsService.deleteDocument(
        request,
        request.params.documentId,
        request.params.sessionId,
      );
      return { message: SESSION_MESSAGES.documentDeleted };
    },
  );
};
