import {
  createUserRequestSchema,
  errorResponseSchema,
  messageResponseSchema,
  PROFILE_IMAGE_FILE_RULE,
  updateUserRequestSchema,
  userIdParamsSchema,
  userSchema,
  usersListResponseSchema,
} from "@events/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireRole } from "../../access/require-role.js";
import { acceptUploads, uploadedFile, withUploadCleanup } from "../../files/request-uploads.js";
import type { UploadStore } from "../../files/upload-store.js";
import { describeSizeLimit, fileErrors, inputErrors } from "../../http/openapi.js";
import { PROFILE_IMAGE_UPLOAD } from "./users.files.js";
import type { UsersService } from "./users.service.js";

export interface UsersRoutesOptions {
  usersService: UsersService;
  uploadStore: UploadStore;
}

export const USER_DELETED_MESSAGE = "User deleted successfully";

const FORM_DESCRIPTION =
  "Send application/json, or multipart/form-data with the same fields as text and an optional " +
  `file field profile_image (${PROFILE_IMAGE_FILE_RULE.mimeTypes.join(", ")}; ${describeSizeLimit(PROFILE_IMAGE_FILE_RULE)}; the type is ` +
  'decided by content). isVerified is accepted and ignored. Multipart booleans are "true"/"false".';

const uploadErrors = fileErrors(PROFILE_IMAGE_FILE_RULE);

// The forms as OpenAPI shows them: the JSON fields plus the optional file, which acceptUploads
// takes out of the body before validation. A JSON body may carry profile_image as the user was
// read (null or a /media path); it is ignored, as it was before the file part was documented.
const profileImagePart = z
  .unknown()
  .optional()
  .meta({
    type: "string",
    format: "binary",
    description:
      `Optional file (multipart only): ${PROFILE_IMAGE_FILE_RULE.mimeTypes.join(", ")} decided ` +
      `by content, ${describeSizeLimit(PROFILE_IMAGE_FILE_RULE)}, served under /media.`,
  });
const createUserFormSchema = createUserRequestSchema.extend({ profile_image: profileImagePart });
const updateUserFormSchema = updateUserRequestSchema.extend({ profile_image: profileImagePart });

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (
  app,
  { usersService, uploadStore },
) => {
  // onRequest, so an event admin is refused before any file of theirs is stored.
  const systemAdminOnly = requireRole("system_admin");
  const acceptProfileImage = acceptUploads(uploadStore, { profile_image: PROFILE_IMAGE_UPLOAD });

  app.get(
    "/get-all-users",
    {
      schema: {
        summary: "List users, newest first",
        description:
          "System admins get every user. Event admins get only event admins, with id, name, " +
          "email, type and profile_image, to choose an event's admin.",
        tags: ["users"],
        response: { 200: usersListResponseSchema, ...inputErrors },
      },
    },
    async (request) => usersService.listUsers(request),
  );

  app.post(
    "/create-user",
    {
      onRequest: systemAdminOnly,
      preValidation: acceptProfileImage,
      schema: {
        summary: "Create a system admin or event admin (system admins only)",
        description: FORM_DESCRIPTION,
        tags: ["users"],
        consumes: ["application/json", "multipart/form-data"],
        body: createUserFormSchema,
        response: {
          201: userSchema,
          ...inputErrors,
          409: errorResponseSchema.describe("The e-mail belongs to another user"),
          ...uploadErrors,
        },
      },
    },
    async (request, reply) => {
      const user = await withUploadCleanup(request, () =>
        usersService.createUser(request, request.body, uploadedFile(request, "profile_image")),
      );
      return reply.code(201).send(user);
    },
  );

  app.put(
    "/update-user/:id",
    {
      onRequest: systemAdminOnly,
      preValidation: acceptProfileImage,
      schema: {
        summary: "Replace a user's fields (system admins only)",
        description: `${FORM_DESCRIPTION} A blank or missing password keeps the current one; a new password ends the user's other sessions. A new profile_image replaces the old one.`,
        tags: ["users"],
        consumes: ["application/json", "multipart/form-data"],
        params: userIdParamsSchema,
        body: updateUserFormSchema,
        response: {
          200: userSchema,
          ...inputErrors,
          404: errorResponseSchema,
          409: errorResponseSchema.describe("Duplicate e-mail, own type, or the last system admin"),
          ...uploadErrors,
        },
      },
    },
    async (request) =>
      withUploadCleanup(request, () =>
        usersService.updateUser(
          request,
          request.params.id,
          request.body,
          uploadedFile(request, "profile_image"),
        ),
      ),
  );

  app.delete(
    "/delete-user/:id",
    {
      onRequest: systemAdminOnly,
      schema: {
        summary: "Delete a user and end their sessions (system admins only)",
        description: "Refused for your own account and for the last system admin.",
        tags: ["users"],
        params: userIdParamsSchema,
        response: {
          200: messageResponseSchema,
          ...inputErrors,
          404: errorResponseSchema,
          409: errorResponseSchema.describe("Your own account, or the last system admin"),
        },
      },
    },
    async (request) => {
      await usersService.deleteUser(request, request.params.id);
      return { message: USER_DELETED_MESSAGE };
    },
  );
};
