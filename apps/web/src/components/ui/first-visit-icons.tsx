import type { SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement>;

/**
 * Lucide's frame for an icon, drawn here for the two icons the sign-in page shows: lucide's
 * runtime that builds its icons costs about 1 KB gzipped, which the sign-in page's first visit
 * (100 KB) cannot carry. Every other screen takes its icons from lucide-react.
 */
function LucideFrame({ children, ...props }: IconProps) {
  // Decoration beside words that say the same, as every lucide icon here is.
  return (
    <svg
      aria-hidden="true"
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  );
}

/** lucide's loader-circle. */
export function LoaderCircleIcon(props: IconProps) {
  return (
    <LucideFrame {...props}>
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </LucideFrame>
  );
}

/** lucide's calendar-days. */
export function CalendarDaysIcon(props: IconProps) {
  return (
    <LucideFrame {...props}>
      <path d="M8 2v3M16 2v3M3 9h18M8 13h.01M12 13h.01M16 13h.01M8 17h.01M12 17h.01M16 17h.01" />
      <rect x="3" y="3" width="18" height="18" rx="2" />
    </LucideFrame>
  );
}
