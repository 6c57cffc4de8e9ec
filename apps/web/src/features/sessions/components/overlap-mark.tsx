import type { ConflictSession } from "@events/contract";
import { TriangleAlert } from "lucide-react";
import { useTexts } from "@/i18n/use-texts";
import { sessionsTexts } from "../messages";
import { describeOverlaps } from "../utils/session-conflicts";

/**
 * 'Overlaps with Keynote and Workshop': a session in one venue with others at the same time,
 * said in words beside the badge, never by its colour alone.
 */
export function OverlapMark({
  others,
  className = "",
}: {
  others: readonly ConflictSession[] | undefined;
  className?: string;
}) {
  useTexts();
  if (!others || others.length === 0) return null;
  return (
    <p className={`flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs ${className}`}>
      <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900 ring-1 ring-amber-600/30 ring-inset">
        <TriangleAlert aria-hidden="true" className="size-3.5" />
        {sessionsTexts.overlaps}
      </span>
      <span className="min-w-0 break-words text-amber-900">{describeOverlaps(others)}</span>
    </p>
  );
}
