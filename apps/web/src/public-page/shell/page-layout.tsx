import { type ReactNode, useEffect } from "react";

/** The page's frame: its tab title, and one column that reads well on a phone. */
export function PageLayout({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <main className="mx-auto w-full max-w-xl px-4 pt-6 pb-12">{children}</main>;
}
