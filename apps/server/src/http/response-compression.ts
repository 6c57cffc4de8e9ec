import { constants as zlibConstants } from "node:zlib";
import type { FastifyCompressOptions } from "@fastify/compress";

/**
 * Answers over 1 KB go out compressed (DESIGN §10). The web app's files are compressed once at
 * build time and sent as they are (http/web-app.ts), so brotli here only meets JSON made per
 * request: a low quality keeps it about as cheap as gzip while still smaller.
 *
 * The window is 256 KB rather than brotli's 4 MB. Each compressor holds its window outside the
 * JavaScript heap, and V8 answers that much outside memory with a full collection: twenty answers
 * compressed at once (a list asked by many phones) started one every 18 answers, where a 256 KB
 * window starts none and halves the compressor's own time. JSON's repeats lie close together, so
 * the answers are as small (a 5 MB participants list: 838,809 bytes against 840,364).
 */
export const RESPONSE_COMPRESSION: FastifyCompressOptions = {
  threshold: 1024,
  encodings: ["br", "gzip"],
  brotliOptions: {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
      [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
    },
  },
  zlibOptions: { level: 6 },
};
