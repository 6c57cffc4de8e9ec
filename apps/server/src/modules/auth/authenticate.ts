import {
  API_TOKEN_PREFIX,
  APP_CSRF_COOKIE,
  APP_SESSION_COOKIE,
  CSRF_COOKIE,
  CSRF_HEADER,
  INVALID_CSRF_MESSAGE,
  NOT_AUTHENTICATED_MESSAGE,
  SESSION_COOKIE,
} from "@events/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ApiTokenCallers, RequestApiToken } from "../../access/api-token-caller.js";
import { ROUTE_REACH, type RouteTokenScope, tokenRefusalOf } from "../../access/roles.js";
import type { AppPersonRow, AppSessionRow, SessionRow, UserRow } from "../../db/schema.js";
import { forbidden, notFound, unauthorized } from "../../errors.js";
import { isAppRoute } from "../../http/app-routes.js";
import { limitRequests, PER_API_TOKEN } from "../../http/rate-limit.js";
import type { AuthService } from "./auth.service.js";

declare module "fastify" {
  interface FastifyRequest {
    /** Set for every route that is not public; public routes must not read it. */
    user: UserRow;
    /**
     * The signed-in session; unset when the request came with an API token instead, which only
     * the routes of a token area (config.token) admit.
     */
    session: SessionRow | undefined;
    /** The API token the request came with (Authorization: Bearer evt_pat_…), if it did. */
    apiToken: RequestApiToken | undefined;
    /** Set for the participants' app's routes (/api/me) instead of user and session. */
    person: AppPersonRow;
    appSession: AppSessionRow;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a session (sign-in steps, health, docs). */
    isPublic?: boolean;
    /**
     * Routes door staff may call (access/roles.ts ROUTE_REACH): the door's, and their own
     * session's. Any other answers them 404.
     */
    door?: boolean;
    /**
     * The API token area the route belongs to (access/roles.ts tokenRefusalOf): tokens with its
     * scope may call it; a route without one answers every token 403.
     */
    token?: RouteTokenScope;
  }
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type Credentials = { token: string; source: "bearer" | "cookie" };

/** The cookies of one kind of session: the admins' or the participants' app's. */
interface SessionCookies {
  session: string;
  csrf: string;
}
const ADMIN_COOKIES: SessionCookies = { session: SESSION_COOKIE, csrf: CSRF_COOKIE };
const APP_COOKIES: SessionCookies = { session: APP_SESSION_COOKIE, csrf: APP_CSRF_COOKIE };

export function readCredentials(
  request: FastifyRequest,
  cookies: SessionCookies = ADMIN_COOKIES,
): Credentials | undefined {
  const authorization = request.headers.authorization;
  if (authorization) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    return match?.[1] ? { token: match[1], source: "bearer" } : undefined;
  }
  const cookie = request.cookies[cookies.session];
  return cookie ? { token: cookie, source: "cookie" } : undefined;
}

/** Where one kind of session is looked up, and its CSRF value checked. */
interface SessionFinder<Found extends { session: { token_hash: string } }> {
  findSession(token: string): Promise<Found | undefined>;
  isCsrfTokenValid(
    session: Found["session"],
    cookieValue: string | undefined,
    headerValue: string | undefined,
  ): boolean;
}

/**
 * Finds the caller's session; a cookie-authenticated change must also prove with the CSRF
 * header that it comes from our own page. Answers undefined when there is no valid session.
 */
async function resolve<Found extends { session: { token_hash: string } }>(
  finder: SessionFinder<Found>,
  cookies: SessionCookies,
  request: FastifyRequest,
  credentials = readCredentials(request, cookies),
): Promise<Found | undefined> {
  if (!credentials) return undefined;
  const found = await finder.findSession(credentials.token);
  if (!found) return undefined;
  if (credentials.source === "cookie" && UNSAFE_METHODS.has(request.method)) {
    const header = request.headers[CSRF_HEADER.toLowerCase()];
    const isValid = finder.isCsrfTokenValid(
      found.session,
      request.cookies[cookies.csrf],
      typeof header === "string" ? header : undefined,
    );
    if (!isValid) throw forbidden(INVALID_CSRF_MESSAGE);
  }
  return found;
}

/** The participants' app's sessions, kept apart from the admins' (modules/app-sign-in). */
export type AppSessionFinder = SessionFinder<{ person: AppPersonRow; session: AppSessionRow }>;

function isApiDocumentation(route: string): boolean {
  return route === "/api/docs" || route.startsWith("/api/docs/");
}

/**
 * Every /api route needs a session unless its config says isPublic: an app session for the
 * participants' app's routes, an admin's for every other, or instead of an admin's session an
 * API token of a route's area.
 */
export function registerAuthentication(
  app: FastifyInstance,
  authService: AuthService,
  appSessions: AppSessionFinder,
  apiTokenCallers: ApiTokenCallers,
) {
  const limitTokenRequests = limitRequests(app, [PER_API_TOKEN]);

  /**
   * A token acts as its owner, as they are now, on the routes of its scopes and events alone;
   * an unknown or expired one, or one whose owner may no longer hold it, is no one.
   */
  async function authenticateToken(request: FastifyRequest, token: string): Promise<void> {
    const found = await apiTokenCallers.find(token, request.ip);
    if (!found) throw unauthorized(NOT_AUTHENTICATED_MESSAGE);
    request.user = found.user;
    request.apiToken = found.apiToken;
    // Counted before the scope is checked, so a script calling what it may not is limited too.
    await limitTokenRequests(request);
    const refusal = tokenRefusalOf(
      found.apiToken.scopes,
      request.routeOptions.config.token,
      request.method,
    );
    if (refusal) throw forbidden(refusal);
  }

  app.decorateRequest("user", null as unknown as UserRow);
  app.decorateRequest("session", undefined);
  app.decorateRequest("apiToken", undefined);
  app.decorateRequest("person", null as unknown as AppPersonRow);
  app.decorateRequest("appSession", null as unknown as AppSessionRow);
  app.addHook("onRequest", async (request) => {
    if (request.is404 || request.routeOptions.config.isPublic) return;
    // The matched route's pattern, not the raw URL, so no spelling of a path can skip the check.
    const route = request.routeOptions.url ?? "";
    if (!route.startsWith("/api/") || isApiDocumentation(route)) return;
    if (isAppRoute(route)) {
      const signedIn = await resolve(appSessions, APP_COOKIES, request);
      if (!signedIn) throw unauthorized(NOT_AUTHENTICATED_MESSAGE);
      request.person = signedIn.person;
      request.appSession = signedIn.session;
      return;
    }
    const credentials = readCredentials(request);
    if (credentials?.source === "bearer" && credentials.token.startsWith(API_TOKEN_PREFIX)) {
      await authenticateToken(request, credentials.token);
      return;
    }
    const found = await resolve(authService, ADMIN_COOKIES, request, credentials);
    if (!found) throw unauthorized(NOT_AUTHENTICATED_MESSAGE);
    if (ROUTE_REACH[found.user.type] === "door routes" && !request.routeOptions.config.door) {
      throw notFound();
    }
    request.user = found.user;
    request.session = found.session;
  });
}
