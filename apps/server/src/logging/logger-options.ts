import type { FastifyRequest, FastifyServerOptions } from "fastify";
import type { Config } from "../config.js";
import { REDACTED, redactSecretQueryValues } from "./redact-url.js";

type LoggerSetting = FastifyServerOptions["logger"];

/**
 * Whether log lines are for a person (coloured, one readable line each) or for a log collector
 * (one JSON object a line). 'auto' asks whether standard output is a terminal.
 */
export function isPrettyLogging(
  config: Pick<Config, "LOG_FORMAT">,
  stdout: { isTTY?: boolean } = process.stdout,
): boolean {
  if (config.LOG_FORMAT === "auto") return stdout.isTTY === true;
  return config.LOG_FORMAT === "pretty";
}

/**
 * Whether the server logs for a person: then each request is one line ('GET /api/events → 200
 * in 4 ms') instead of Fastify's two structured entries, which read as a wall of braces.
 */
export function isReadableRequestLog(
  config: Pick<Config, "LOG_FORMAT">,
  given: LoggerSetting,
  stdout: { isTTY?: boolean } = process.stdout,
): boolean {
  return (given === undefined || typeof given === "object") && isPrettyLogging(config, stdout);
}

/** Fastify's request serializer, with the URL's secret query values redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecretQueryValues(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Pino's options for the server; a given setting (tests pass false) wins over the defaults, and
 * a given stream receives the lines in place of the terminal's pretty printer.
 */
export function buildLoggerOptions(
  config: Pick<Config, "LOG_LEVEL" | "LOG_FORMAT">,
  given: LoggerSetting,
  stdout: { isTTY?: boolean } = process.stdout,
): LoggerSetting {
  if (given !== undefined && typeof given !== "object") return given;
  return {
    level: config.LOG_LEVEL,
    // Tokens, codes and hashes travel in these headers; bodies are never logged.
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
      ],
      censor: REDACTED,
    },
    // Query strings carry secrets (the calendar feed's token): the URL a request is logged with,
    // and every message that quotes one (the readable request line, Fastify's own warnings).
    serializers: { req: serializeRequest },
    hooks: {
      logMethod(args, method) {
        const redacted = args.map((arg) =>
          typeof arg === "string" ? redactSecretQueryValues(arg) : arg,
        ) as typeof args;
        method.apply(this, redacted);
      },
    },
    ...(isPrettyLogging(config, stdout) && given?.stream === undefined
      ? {
          transport: {
            target: "pino-pretty",
            options: { translateTime: "HH:MM:ss", ignore: "pid,hostname,reqId", colorize: true },
          },
        }
      : {}),
    ...(given ?? {}),
  };
}
