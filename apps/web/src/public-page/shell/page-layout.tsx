import { type ReactNode, useEffect } from "react";
import { PageLanguageSelect } from "@/i18n/language-select";

/** The page's frame: its tab title, its language, and one column that reads well on a phone. */
export function PageLayout({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className="mx-auto w-full max-w-xl px-4 pt-4 pb-12">
      <PageLanguageSelect />
      <div className="mt-2">{children}</div>
    </main>
  );
}
