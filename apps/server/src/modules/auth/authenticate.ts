import {
  CSRF_COOKIE,
  CSRF_HEADER,
  INVALID_CSRF_MESSAGE,
  NOT_AUTHENTICATED_MESSAGE,
  SESSION_COOKIE,
} from "@events/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SessionRow, UserRow } from "../../db/schema.js";
import { forbidden, unauthorized } from "../../errors.js";
import type { AuthenticatedSession, AuthService } from "./auth.service.js";

declare module "fastify" {
  interface FastifyRequest {
    /** Set for every route that is not public; public routes must not read it. */
    user: UserRow;
    session: SessionRow;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a session (sign-in steps, health, docs). */
    isPublic?: boolean;
  }
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type Credentials = { token: string; source: "bearer" | "cookie" };

export function readCredentials(request: FastifyRequest): Credentials | undefined {
  const authorization = request.headers.authorization;
  if (authorization) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    return match?.[1] ? { token: match[1], source: "bearer" } : undefined;
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, source: "cookie" } : undefined;
}

/**
 * Finds the caller's session; a cookie-authenticated change must also prove with the CSRF
 * header that it comes from our own page. Answers undefined when there is no valid session.
 */
export async function resolveSession(
  authService: AuthService,
  request: FastifyRequest,
): Promise<AuthenticatedSession | undefined> {
  const credentials = readCredentials(request);
  if (!credentials) return undefined;
  const found = await authService.findSession(credentials.token);
  if (!found) return undefined;
  if (credentials.source === "cookie" && UNSAFE_METHODS.has(request.method)) {
    const header = request.headers[CSRF_HEADER.toLowerCase()];
    const isValid = authService.isCsrfTokenValid(
      found.session,
      request.cookies[CSRF_COOKIE],
      typeof header === "string" ? header : undefined,
    );
    if (!isValid) throw forbidden(INVALID_CSRF_MESSAGE);
  }
  return found;
}

function isApiDocumentation(route: string): boolean {
  return route === "/api/docs" || route.startsWith("/api/docs/");
}

/** Every /api route needs a session unless its config says isPublic. */
export function registerAuthentication(app: FastifyInstance, authService: AuthService) {
  app.decorateRequest("user", null as unknown as UserRow);
  app.decorateRequest("session", null as unknown as SessionRow);
  app.addHook("onRequest", async (request) => {
    if (request.is404 || request.routeOptions.config.isPublic) return;
    // The matched route's pattern, not the raw URL, so no spelling of a path can skip the check.
    const route = request.routeOptions.url ?? "";
    if (!route.startsWith("/api/") || isApiDocumentation(route)) return;
    const found = await resolveSession(authService, request);
    if (!found) throw unauthorized(NOT_AUTHENTICATED_MESSAGE);
    request.user = found.user;
    request.session = found.session;
  });
}
