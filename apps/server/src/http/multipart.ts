import type { FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { unsupportedMediaType } from "../errors.js";

export function isMultipart(request: FastifyRequest): boolean {
  return /^multipart\/form-data\s*(;|$)/i.test(request.headers["content-type"] ?? "");
}

/** An onRequest hook refusing (415 with that message) any other body before a byte is read. */
export function requireMultipart(message: string): onRequestAsyncHookHandler {
  return async (request) => {
    if (!isMultipart(request)) throw unsupportedMediaType(message);
  };
}
