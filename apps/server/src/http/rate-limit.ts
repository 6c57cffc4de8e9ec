import { API_TOKEN_REQUESTS_PER_MINUTE, HTTP_MESSAGES } from "@events/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { tooManyRequests } from "../errors.js";

export interface RateLimitRule {
  /** Names the counter, so two rules on one route never share a key. */
  name: string;
  max: number;
  timeWindowMs: number;
  key: (request: FastifyRequest) => string;
}

/** A rule counting the requests of one client address, under the name given. */
export function perIp(
  name: string,
  limit: Pick<RateLimitRule, "max" | "timeWindowMs">,
): RateLimitRule {
  return { name, ...limit, key: (request) => request.ip };
}

/**
 * A rule counting the requests that send one value of a body field (an account, a code's token),
 * whichever address they come from, under the name given. `normalise` makes the spellings of one
 * value count together. The body is validated before any rule is checked.
 */
export function perBodyField<Field extends string>(
  name: string,
  limit: Pick<RateLimitRule, "max" | "timeWindowMs">,
  field: Field,
  normalise: (value: string) => string = (value) => value,
): RateLimitRule {
  return {
    name,
    ...limit,
    key: (request) => normalise((request.body as Record<Field, string>)[field]),
  };
}

/**
 * The requests of one API token, whichever address they come from (keyed by the token's id, set
 * by the authentication hook before the rule is checked).
 */
export const PER_API_TOKEN: RateLimitRule = {
  name: "api-token",
  max: API_TOKEN_REQUESTS_PER_MINUTE,
  timeWindowMs: 60_000,
  key: (request) => request.apiToken?.id ?? "",
};

export function tooManyRequestsError(retryAfterSeconds: number) {
  const seconds = Math.max(1, retryAfterSeconds);
  return tooManyRequests(HTTP_MESSAGES.rateLimited(seconds), seconds);
}

/**
 * A preHandler enforcing every rule (for example per IP and per account).
 * @fastify/rate-limit's own rateLimit() hook runs only once per request, so several rules on
 * one route go through createRateLimit() and are checked here one by one. `message` replaces the
 * 429's words, which then leave the waiting time to the Retry-After header.
 */
export function limitRequests(app: FastifyInstance, rules: RateLimitRule[], message?: string) {
  const limiters = rules.map((rule) => ({
    rule,
    check: app.createRateLimit({
      max: rule.max,
      timeWindow: rule.timeWindowMs,
      keyGenerator: (request) => `${rule.name}:${rule.key(request)}`,
    }),
  }));
  return async (request: FastifyRequest) => {
    for (const { check } of limiters) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw message === undefined
          ? tooManyRequestsError(result.ttlInSeconds)
          : tooManyRequests(message, result.ttlInSeconds);
      }
    }
  };
}
