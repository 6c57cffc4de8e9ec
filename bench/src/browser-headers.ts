/**
 * The headers of a signed-in browser's call: the bearer token, and compressed answers accepted,
 * so compression is in every figure, on both sides.
 */
export function signedInBrowserHeaders(token: string) {
  return { authorization: `Bearer ${token}`, "accept-encoding": "gzip, deflate, br" };
}
