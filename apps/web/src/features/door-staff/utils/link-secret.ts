import { useEffect, useState } from "react";

/** The value of `name` in a fragment such as '#code=…'; null when it holds none. */
export function readFragmentValue(hash: string, name: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, "")).get(name);
}

/**
 * The secret of an e-mailed or scanned link (`#code=…`, `#token=…`), read once as the page opens.
 * A fragment never reaches the server, so the secret is in no request's address or log; the
 * fragment is then taken off the address bar (the router's history state kept), so the secret is
 * not left in the browser's history or on a screen someone photographs.
 */
export function useLinkSecret(name: string): string | null {
  const [secret] = useState(() => readFragmentValue(window.location.hash, name));
  useEffect(() => {
    if (window.location.hash === "") return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${search}`);
  }, []);
  return secret;
}
