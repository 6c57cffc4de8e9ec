import { SSO_ERROR_QUERY, type SsoErrorCode } from "@events/contract";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { textOfErrorCode } from "@/lib/api-error";

const SSO_FAILED: SsoErrorCode = "sso.failed";

/**
 * The text of a failed single sign-on, whose code the server names in the address it sends the
 * browser back to (`/login?sso_error=...`); a code that is not single sign-on's reads as a
 * failure. Found through the catalogues rather than the contract's list of codes, which would
 * bring its English texts to the sign-in page (its script budget is tight). The query is taken
 * out of the address once read, so a reload or a shared link shows no old error.
 */
export function useSsoErrorText(): string | undefined {
  const [searchParams, setSearchParams] = useSearchParams();
  const [code] = useState(() => searchParams.get(SSO_ERROR_QUERY) ?? undefined);
  const hasQuery = searchParams.has(SSO_ERROR_QUERY);

  useEffect(() => {
    if (!hasQuery) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SSO_ERROR_QUERY);
        return next;
      },
      { replace: true },
    );
  }, [hasQuery, setSearchParams]);

  if (code === undefined) return undefined;
  return (code.startsWith("sso.") && textOfErrorCode(code)) || textOfErrorCode(SSO_FAILED);
}
