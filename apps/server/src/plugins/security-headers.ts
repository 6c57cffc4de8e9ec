import fastifyHelmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";

/** Helmet's headers, with a content security policy that fits the web app. */
function helmetOptions(isHttps: boolean): FastifyHelmetOptions {
  return {
    crossOriginEmbedderPolicy: false,
    // HSTS only means something when the site is served over https.
    hsts: isHttps ? { maxAge: 31536000, includeSubDomains: true } : false,
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
        upgradeInsecureRequests: isHttps ? [] : null,
      },
    },
  };
}

type Header = [name: string, value: string | number | string[] | undefined];

/**
 * The headers helmet sets with these options, read from one answer of an
 * instance that has nothing else. They are the same on every answer, but @fastify/helmet builds
 * helmet again for each request, parsing the content security policy anew.
 */
async function readHelmetHeaders(options: FastifyHelmetOptions): Promise<Header[]> {
  const probe = Fastify();
  await probe.register(fastifyHelmet, options);
  probe.get("/", (_request, reply) => Object.entries(reply.raw.getHeaders()));
  try {
    return (await probe.inject("/")).json<Header[]>();
  } finally {
    await probe.close();
  }
}

/** Helmet's headers on every answer, worked out once when the server starts. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { isHttps: boolean },
): Promise<void> {
  const headers = await readHelmetHeaders(helmetOptions(options.isHttps));
  // On the response itself, where helmet puts them: answers that bypass the reply carry them too.
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of headers) if (value !== undefined) reply.raw.setHeader(name, value);
    done();
  });
}
