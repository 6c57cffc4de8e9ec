import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/** Helmet's headers, with a content security policy that fits the web app. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { isHttps: boolean },
): Promise<void> {
  await app.register(fastifyHelmet, {
    crossOriginEmbedderPolicy: false,
    // HSTS only means something when the site is served over https.
    hsts: options.isHttps ? { maxAge: 31536000, includeSubDomains: true } : false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Tailwind and react-toastify inject style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        // PDF previews of documents.
        frameSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: options.isHttps ? [] : null,
      },
    },
  });
}
