import { type ReactNode, useEffect, useRef } from "react";
import { takeHeadingFocusRequest } from "../router/router";

/**
 * The screen's one h1. When the screen was reached by a link of the app it takes the focus, so
 * a screen reader reads the new screen's name and the keyboard starts from its top.
 */
export function ScreenHeading({ children }: { children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeHeadingFocusRequest()) headingRef.current?.focus();
  }, []);
  return (
    <h1
      ref={headingRef}
      tabIndex={-1}
      className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
    >
      {children}
    </h1>
  );
}
