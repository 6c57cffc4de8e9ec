import type { ReactNode } from "react";
import { useTexts } from "@/i18n/use-texts";
import { Link } from "../router/router";
import { APP_NAME, useDocumentTitle } from "./document-title";
import { OfflineBanner, type ShownData } from "./offline-banner";
import { ScreenHeading } from "./screen-heading";
import { headerLinkClasses } from "./styles";
import { TabBar } from "./tab-bar";

export type ScreenLayoutProps = {
  /** The screen's h1 and the start of the document's title. */
  title: string;
  /** Under the heading: the event the screen is about ("" while it loads: its line is kept). */
  subtitle?: string;
  /** Where the header's back link leads, and what it says. */
  back?: { href: string; label: string };
  /** What the screen shows, when it may be saved data: the offline banner says so. */
  shown?: ShownData;
  /** Between the heading and the content: the event's tabs. */
  navigation?: ReactNode;
  children: ReactNode;
};

/** Every signed-in screen: the header, the offline banner, the heading, the content, the tabs. */
export function ScreenLayout({
  title,
  subtitle,
  back,
  shown,
  navigation,
  children,
}: ScreenLayoutProps) {
  const { t } = useTexts();
  useDocumentTitle(title);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-20 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-blue-800"
      >
        {t("app.shell.skipToContent")}
      </a>
      <header className="sticky top-0 z-10 bg-blue-700 pt-[env(safe-area-inset-top)] text-white">
        <div className="mx-auto flex min-h-14 max-w-xl items-center gap-2 px-2">
          {back ? (
            <Link href={back.href} className={headerLinkClasses}>
              {/* A mirrored character: right to left, the browser draws it pointing right. */}
              <span aria-hidden="true" className="me-1">
                ‹
              </span>
              {back.label}
            </Link>
          ) : (
            <span className="px-2 text-lg font-semibold">{APP_NAME}</span>
          )}
        </div>
      </header>
      <OfflineBanner shown={shown} />
      <main id="main" className="mx-auto flex w-full max-w-xl flex-1 flex-col px-4 pt-5 pb-8">
        <ScreenHeading>{title}</ScreenHeading>
        {subtitle !== undefined && (
          <p className="mt-1 min-h-6 text-slate-700 [overflow-wrap:anywhere]">{subtitle}</p>
        )}
        {navigation}
        {children}
      </main>
      <TabBar />
    </div>
  );
}
