import {
  DOCUMENT_MESSAGES,
  deleteEventDocumentParamsSchema,
  documentIdParamsSchema,
  EVENT_DOCUMENT_EXTENSIONS,
  EVENT_DOCUMENT_MIME_TYPES,
  errorResponseSchema,
  eventDocumentParamsSchema,
  eventDocumentSchema,
  eventDocumentsResponseSchema,
  messageResponseSchema,
  uploadEventDocumentFieldsSchema,
  viewDocumentQuerySchema,
} from "@events/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  acceptUploadsForEvent,
  requireUploadedFile,
  withUploadCleanup,
} from "../../files/request-uploads.js";
import type { UploadStore } from "../../files/upload-store.js";
import {
  documentFileResponse,
  sendDocument,
  VIEW_DOCUMENT_DESCRIPTION,
} from "../../http/document-response.js";
import { requireMultipart } from "../../http/multipart.js";
import { EVENT_DOCUMENT_UPLOAD } from "./event-documents.files.js";
import type { EventDocumentsService } from "./event-documents.service.js";

export interface EventDocumentsRoutesOptions {
  eventDocumentsService: EventDocumentsService;
  uploadStore: UploadStore;
}

const MULTIPART_REQUIRED_MESSAGE = "Send multipart/form-data with a field event_id and a file";

const uploadFormSchema = uploadEventDocumentFieldsSchema.extend({
  file: z
    .string()
    .optional()
    .meta({
      type: "string",
      format: "binary",
      description:
        `The document: ${EVENT_DOCUMENT_EXTENSIONS.join(", ")}, at most 100 MB. The content ` +
        "(magic bytes) decides the type, which must be one the file name's extension names.",
    }),
});

const commonErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
};

const eventNotFoundResponse = errorResponseSchema.describe(
  "No such event, or (for an event admin) not one of theirs",
);
const documentNotFoundResponse = errorResponseSchema.describe(
  "No such document, or (for an event admin) not of one of their events",
);

export const eventDocumentsRoutes: FastifyPluginAsyncZod<EventDocumentsRoutesOptions> = async (
  app,
  { eventDocumentsService, uploadStore },
) => {
  const acceptDocument = acceptUploadsForEvent(
    uploadStore,
    { file: EVENT_DOCUMENT_UPLOAD },
    eventDocumentsService.assertCanManageEvent,
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
          ...commonErrors,
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
          `(${EVENT_DOCUMENT_EXTENSIONS.join(", ")}; at most 100 MB). The type is decided by ` +
          `content (${EVENT_DOCUMENT_MIME_TYPES.join(", ")}) and must agree with the extension. ` +
          "The file is stored privately and only served by view-document. Event admins only for " +
          "their own events.",
        tags: ["event documents"],
        consumes: ["multipart/form-data"],
        body: uploadFormSchema,
        response: {
          201: eventDocumentSchema,
          ...commonErrors,
          400: errorResponseSchema.describe(
            `No file (${DOCUMENT_MESSAGES.selectFile}), or a missing or invalid event_id`,
          ),
          404: eventNotFoundResponse,
          413: errorResponseSchema.describe(DOCUMENT_MESSAGES.tooLarge),
          415: errorResponseSchema.describe(
            `Not multipart/form-data, or ${DOCUMENT_MESSAGES.unsupportedType}`,
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
          ...commonErrors,
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
        response: {
          200: documentFileResponse,
          ...commonErrors,
          404: documentNotFoundResponse,
        },
      },
    },
    async (request, reply) => {
      const file = await eventDocumentsService.openDocument(request, request.params.document_id);
      return sendDocument(reply, file, request.query.download);
    },
  );
};
