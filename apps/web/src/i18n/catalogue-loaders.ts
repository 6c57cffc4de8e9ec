import type { Language } from "@events/contract";
import type { Messages } from "@lingui/core";
import type { BundleName } from "./bundles";

type CatalogueModule = Promise<{ default: Messages }>;

// Written out, not built from a template, so the bundler makes one chunk per bundle and language
// and a page downloads only its own.
export const CATALOGUE_LOADERS: Record<BundleName, Record<Language, () => CatalogueModule>> = {
  start: {
    en: () => import("virtual:catalogue/start/en"),
    de: () => import("virtual:catalogue/start/de"),
    es: () => import("virtual:catalogue/start/es"),
    ar: () => import("virtual:catalogue/start/ar"),
  },
  doorLinks: {
    en: () => import("virtual:catalogue/doorLinks/en"),
    de: () => import("virtual:catalogue/doorLinks/de"),
    es: () => import("virtual:catalogue/doorLinks/es"),
    ar: () => import("virtual:catalogue/doorLinks/ar"),
  },
  passkeySignIn: {
    en: () => import("virtual:catalogue/passkeySignIn/en"),
    de: () => import("virtual:catalogue/passkeySignIn/de"),
    es: () => import("virtual:catalogue/passkeySignIn/es"),
    ar: () => import("virtual:catalogue/passkeySignIn/ar"),
  },
  policy: {
    en: () => import("virtual:catalogue/policy/en"),
    de: () => import("virtual:catalogue/policy/de"),
    es: () => import("virtual:catalogue/policy/es"),
    ar: () => import("virtual:catalogue/policy/ar"),
  },
  admin: {
    en: () => import("virtual:catalogue/admin/en"),
    de: () => import("virtual:catalogue/admin/de"),
    es: () => import("virtual:catalogue/admin/es"),
    ar: () => import("virtual:catalogue/admin/ar"),
  },
  app: {
    en: () => import("virtual:catalogue/app/en"),
    de: () => import("virtual:catalogue/app/de"),
    es: () => import("virtual:catalogue/app/es"),
    ar: () => import("virtual:catalogue/app/ar"),
  },
  "app-passkeys": {
    en: () => import("virtual:catalogue/app-passkeys/en"),
    de: () => import("virtual:catalogue/app-passkeys/de"),
    es: () => import("virtual:catalogue/app-passkeys/es"),
    ar: () => import("virtual:catalogue/app-passkeys/ar"),
  },
  public: {
    en: () => import("virtual:catalogue/public/en"),
    de: () => import("virtual:catalogue/public/de"),
    es: () => import("virtual:catalogue/public/es"),
    ar: () => import("virtual:catalogue/public/ar"),
  },
};
