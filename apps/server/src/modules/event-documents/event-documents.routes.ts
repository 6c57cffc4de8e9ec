import {
  DOCUMENT_MESSAGES,
  deleteEventDocumentParamsSchema,
  documentIdParamsSchema,
  EVENT_DOCUMENT_FILE_RULE,
  eventDocumentParamsSchema,
  eventDocumentSchema,
  eventDocumentsResponseSchema,
  UPLOAD_MESSAGES,
  uploadEventDocumentFieldsSchema,
} from "@events/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AccessKernel } from "../../access/access-kernel.js";
import { acceptUploadsForEvent, withRequiredUpload } from "../../files/request-uploads.js";
import type { UploadStore } from "../../files/upload-store.js";
import { sendDocument } from "../../http/document-response.js";
import { requireMultipart } from "../../http/multipart.js";
import {
  deleteDocumentResponses,
  describeDocumentUpload,
  describeSizeLimit,
  documentUploadErrors,
  eventNotFoundResponse,
  filePartSchema,
  okOrNotFound,
  viewDocumentSchema,
} from "../../http/openapi.js";
import { EVENT_DOCUMENT_UPLOAD } from "./event-documents.files.js";
import type { EventDocumentsService } from "./event-documents.service.js";

export interface EventDocumentsRoutesOptions {
  access: AccessKernel;
  eventDocumentsService: EventDocumentsService;
  uploadStore: UploadStore;
}

const MULTIPART_REQUIRED_MESSAGE = UPLOAD_MESSAGES.eventDocumentRequired;

const uploadFormSchema = uploadEventDocumentFieldsSchema.extend({
  file: filePartSchema(
    `The document: ${EVENT_DOCUMENT_FILE_RULE.extensions.join(", ")}, ` +
      `${describeSizeLimit(EVENT_DOCUMENT_FILE_RULE)}. The content ` +
      "(magic bytes) decides the type, which must be one the file name's extension names.",
  ),
});

export const eventDocumentsRoutes: FastifyPluginAsyncZod<EventDocumentsRoutesOptions> = async (
  app,
  { eventDocumentsService, access, uploadStore },
) => {
  const acceptDocument = acceptUploadsForEvent(
    uploadStore,
    { file: EVENT_DOCUMENT_UPLOAD },
    access.requireEvent,
  );

  app.get(
    "/get-all-documents/:eventId",
    {
      config: { token: "events" },
      schema: {
        summary: "List an event's documents, newest first",
        description: "Event admins only for their own events.",
        tags: ["event documents"],
        params: eventDocumentParamsSchema,
        response: okOrNotFound(eventDocumentsResponseSchema, eventNotFoundResponse),
      },
    },
    async (request) => ({
      response: await eventDocumentsService.listDocuments(request, request.params.eventId),
    }),
  );

  app.post(
    "/upload-event-document",
    {
      config: { token: "events" },
      onRequest: requireMultipart(MULTIPART_REQUIRED_MESSAGE),
      preValidation: acceptDocument,
      schema: {
        summary: "Upload a document to an event",
        description: describeDocumentUpload(EVENT_DOCUMENT_FILE_RULE, {
          idField: "event_id",
          access: "Event admins only for their own events.",
        }),
        tags: ["event documents"],
        consumes: ["multipart/form-data"],
        body: uploadFormSchema,
        response: {
          201: eventDocumentSchema,
          ...documentUploadErrors(
            EVENT_DOCUMENT_FILE_RULE,
            "event_id",
            DOCUMENT_MESSAGES.selectFile,
          ),
          404: eventNotFoundResponse,
        },
      },
    },
    async (request, reply) => {
      const document = await withRequiredUpload(
        request,
        "file",
        DOCUMENT_MESSAGES.selectFile,
        (file) => eventDocumentsService.addDocument(request, request.body.event_id, file),
      );
      return reply.code(201).send(document);
    },
  );

  app.delete(
    "/delete-document/:documentId/:eventId",
    {
      config: { token: "events" },
      schema: {
        summary: "Delete a document of an event, and its file",
        description:
          "The document must belong to that event. Event admins only for their own events.",
        tags: ["event documents"],
        params: deleteEventDocumentParamsSchema,
        response: deleteDocumentResponses("event"),
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
      config: { token: "events" },
      schema: viewDocumentSchema({
        summary: "The document's file",
        access: "Event admins only for their own events.",
        tag: "event documents",
        params: documentIdParamsSchema,
      }),
    },
    async (request, reply) => {
      const file = await eventDocumentsService.openDocument(request, request.params.document_id);
      return sendDocument(reply, file, request.query.download);
    },
  );
};
