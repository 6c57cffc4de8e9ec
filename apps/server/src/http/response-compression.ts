import { constants as zlibConstants } from "node:zlib";
import type { FastifyCompressOptions } from "@fastify/compress";

/**
 * Answers over 1 KB go out compressed (DESIGN §10). The web app's files are compressed once at
 * build time and sent as they are (http/web-app.ts), so brotli here only meets JSON made per
 * request: a low quality keeps it about as cheap as gzip while still smaller.
 */
export const RESPONSE_COMPRESSION: FastifyCompressOptions = {
  threshold: 1024,
  encodings: ["br", "gzip"],
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
};
