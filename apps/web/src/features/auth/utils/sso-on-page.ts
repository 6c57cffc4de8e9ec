import { SSO_ERROR_QUERY, SSO_LABEL_ATTRIBUTE } from "@events/contract";

/** The provider's name the server put on the page's root when single sign-on is configured. */
export function readSsoLabel(): string | null {
  return document.documentElement.getAttribute(SSO_LABEL_ATTRIBUTE) || null;
}

/** Whether the sign-in page has single sign-on to show: its button, or a refusal in `search`. */
export function hasSsoToShow(search: string): boolean {
  return readSsoLabel() !== null || new URLSearchParams(search).has(SSO_ERROR_QUERY);
}
