// oidc-provider ships no types; these are the parts the tests' provider uses (see
// node_modules/oidc-provider/lib/provider.js and lib/helpers/defaults.js).
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): AccountClaims | Promise<AccountClaims>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    findAccount?: (context: unknown, sub: string) => Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    cookies?: { keys?: string[] };
    pkce?: { required?: () => boolean };
    features?: Record<string, { enabled: boolean }>;
    /** Seconds each artefact lives. */
    ttl?: Record<string, number>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }

  export default Provider;
}
