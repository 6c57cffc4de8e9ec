// The browser builds resolve `zod` here (vite.config.ts), so this runs before any module that
// builds a schema, and only on pages that load one: the sign-in page loads no zod at all.
//
// The server's Content-Security-Policy forbids eval, so zod's compiled parsers cannot run here;
// without this zod probes with `new Function` when it builds its first object schema, which the
// browser reports as a CSP violation (a Lighthouse best-practices issue). Loading zod itself
// builds no object schema, so telling it after its modules have loaded is in time.
import { config } from "zod/v4/core";

config({ jitless: true });

export * from "zod/v4";
