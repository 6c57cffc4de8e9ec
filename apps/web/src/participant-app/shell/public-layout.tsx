import type { ReactNode } from "react";
import { APP_NAME, useDocumentTitle } from "./document-title";
import { ScreenHeading } from "./screen-heading";

/** The screens before sign-in: the app's name, the heading and the content, nothing to leave to. */
export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="bg-blue-700 pt-[env(safe-area-inset-top)] text-white">
        <div className="mx-auto flex min-h-14 max-w-md items-center gap-2 px-4">
          <img src="/app/icon.svg" alt="" width="28" height="28" className="rounded-md" />
          <span className="text-lg font-semibold">{APP_NAME}</span>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 pt-8 pb-10">
        <ScreenHeading>{title}</ScreenHeading>
        {children}
      </main>
    </div>
  );
}
