import { enableCompileCache } from "node:module";

// Most of a start is V8 compiling the server's modules (fastify, zod, drizzle and our own): about
// a second of CPU on this project's 2-core machine. Node keeps what it compiled in a cache on disk
// (os.tmpdir()/node-compile-cache), checked against each file's contents, so every start after
// the first on a machine skips that work. Imported first by main.ts: a module imported before
// this one was compiled without the cache.
enableCompileCache();
