import { config } from "zod/v4/core";

// The server's Content-Security-Policy forbids eval, so zod's compiled parsers cannot run here;
// without this zod probes with `new Function` when it builds its first object schema, which the
// browser reports as a CSP violation (a Lighthouse best-practices issue).
config({ jitless: true });
