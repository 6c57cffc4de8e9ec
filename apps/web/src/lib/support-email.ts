const PLACEHOLDER = "__SUPPORT_EMAIL__";
const FALLBACK_SUPPORT_EMAIL = "support@localhost";

/** The server fills the meta tag when it serves the page; the dev server leaves the placeholder. */
export function resolveSupportEmail(metaContent: string | null | undefined): string {
  const value = metaContent?.trim();
  if (!value || value === PLACEHOLDER) return FALLBACK_SUPPORT_EMAIL;
  return value;
}

export function getSupportEmail(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="support-email"]');
  return resolveSupportEmail(meta?.content);
}
