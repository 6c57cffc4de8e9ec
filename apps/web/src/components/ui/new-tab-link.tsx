import type { ReactNode } from "react";

/** A link that opens in a new tab, without handing the new page this window (noopener). */
export function NewTabLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  );
}
