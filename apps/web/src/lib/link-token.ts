/**
 * The token of an e-mail's link, from its fragment ('#token=...'), which browsers never send to
 * a server, so no log keeps it; undefined without one. The public page's cancel and offer links
 * and the participants' app's sign-in link carry theirs so.
 */
export function readLinkToken(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token") || undefined;
}
