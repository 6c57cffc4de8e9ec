import type { AccountType } from "@events/contract";
import type { FastifyRequest } from "fastify";
import { forbidden } from "../errors.js";

/**
 * A preHandler for routes only some user types may use. It runs after authentication has set
 * request.user (modules/auth/authenticate.ts), so every module can guard its routes without
 * depending on the auth module.
 */
export function requireRole(...types: AccountType[]) {
  return async (request: FastifyRequest) => {
    if (!types.includes(request.user.type)) throw forbidden();
  };
}
