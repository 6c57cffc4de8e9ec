import {
  DOCUMENT_MESSAGES,
  deleteEventDocumentParamsSchema,
  documentIdParamsSchema,
  EVENT_DOCUMENT_FILE_RULE,
  errorResponseSchema,
  eventDocumentParamsSchema,
  eventDocumentSchema,
  eventDocumentsResponseSchema,
  messageResponseSchema,
  uploadEventDocumentFieldsSchema,
  viewDocumentQuerySchema,
} from "@events/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  acceptUploadsForEvent,
  requireUploadedFile,
  withUploadCleanup,
} from "../../files/request-uploads.js";
import type { UploadStore } from "../../files/upload-store.js";
import { sendDocument, VIEW_DOCUMENT_DESCRIPTION } from "../../http/document-response.js";
import { requireMultipart } from "../../http/multipart.js";
import {
  describeSizeLimit,
  eventNotFoundResponse,
  fileErrors,
  filePartSchema,
  inputErrors,
  viewDocumentResponses,
} from "../../http/openapi.js";
import { EVENT_DOCUMENT_UPLOAD } from "./event-documents.files.js";
import type { EventDocumentsService } from "./event-documents.service.js";

export interface EventDocumentsRoutesOptions {
  eventDocumentsService: EventDocumentsService;
  uploadStore: UploadStore;
}

const MULTIPART_REQUIRED_MESSAGE = "Send multipart/form-data with a field event_id and a file";

const uploadFormSchema = uploadEventDocumentFieldsSchema.extend({
  file: filePartSchema(
    `The document: ${EVENT_DOCUMENT_FILE_RULE.extensions.join(", ")}, ` +
      `${describeSizeLimit(EVENT_DOCUMENT_FILE_RULE)}. The content ` +
      "(magic bytes) decides the type, which must be one the file name's extension names.",
  ),
});

export const eventDocumentsRoutes: FastifyPluginAsyncZod<EventDocumentsRoutesOptions> = async (
  app,
  { eventDocumentsService, uploadStore },
) => {
  const acceptDocument = acceptUploadsForEvent(
    uploadStore,
    { file: EVENT_DOCUMENT_UPLOAD },
    eventDocumentsService.assertCanManageEventById,
  );

  app.get(
    "/get-all-documents/:eventId",
    {
      schema: {
        summary: "List an event's documents, newest first",
        description: "Event admins only for their own events.",
        tags: ["event documents"],
        params: eventDocumentParamsSchema,
        response: {
          200: eventDocumentsResponseSchema,
          ...inputErrors,
          404: eventNotFoundResponse,
        },
      },
    },
    async (request) => ({
      response: await eventDocumentsService.listDocuments(request, request.params.eventId),
    }),
  );

  app.post(
    "/upload-event-document",
    {
      onRequest: requireMultipart(MULTIPART_REQUIRED_MESSAGE),
      preValidation: acceptDocument,
      schema: {
        summary: "Upload a document to an event",
        description:
          "Send multipart/form-data: a text field event_id, then a file field 'file' " +
          `(${EVENT_DOCUMENT_FILE_RULE.extensions.join(", ")}; ${describeSizeLimit(EVENT_DOCUMENT_FILE_RULE)}). The type is decided by ` +
          `content (${EVENT_DOCUMENT_FILE_RULE.mimeTypes.join(", ")}) and must agree with the extension. ` +
          "The file is stored privately and only served by view-document. Event admins only for " +
          "their own events.",
        tags: ["event documents"],
        consumes: ["multipart/form-data"],
        body: uploadFormSchema,
        response: {
          201: eventDocumentSchema,
          ...inputErrors,
          400: errorResponseSchema.describe(
            `No file (${DOCUMENT_MESSAGES.selectFile}), or a missing or invalid event_id`,
          ),
          404: eventNotFoundResponse,
          ...fileErrors(
            EVENT_DOCUMENT_FILE_RULE,
            `Not multipart/form-data, or ${EVENT_DOCUMENT_FILE_RULE.typeMessage}`,
          ),
        },
      },
    },
    async (request, reply) => {
      const document = await withUploadCleanup(request, async () => {
        const file = requireUploadedFile(request, "file", DOCUMENT_MESSAGES.selectFile);
        return eventDocumentsService.addDocument(request, request.body.event_id, file);
      });
      return reply.code(201).send(document);
    },
  );

  app.delete(
    "/delete-document/:documentId/:eventId",
    {
      schema: {
        summary: "Delete a document of an event, and its file",
        description:
          "The document must belong to that event. Event admins only for their own events.",
        tags: ["event documents"],
        params: deleteEventDocumentParamsSchema,
        response: {
          200: messageResponseSchema,
          ...inputErrors,
          404: errorResponseSchema.describe(
            "No such event (or not the caller's), or no such document in that event",
          ),
        },
      },
    },
    async (request) => {
      await eventDocumentsService.deleteDocument(
        request,
        request.params.documentId,
        request.params.eventId,
      );
      return { message: DOCUMENT_MESSAGES.deleted };
    },
  );

  app.get(
    "/view-document/:document_id",
    {
      schema: {
        summary: "The document's file",
        description: `${VIEW_DOCUMENT_DESCRIPTION} Event admins only for their own events.`,
        tags: ["event documents"],
        params: documentIdParamsSchema,
        querystring: viewDocumentQuerySchema,
        response: viewDocumentResponses,
      },
    },
    async (request, reply) => {
      const file = await eventDocumentsService.openDocument(request, request.params.document_id);
      return sendDocument(reply, file, request.query.download);
    },
  );
};
