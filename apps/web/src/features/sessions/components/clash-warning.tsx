import type { Session } from "@events/contract";
import { TriangleAlert } from "lucide-react";
import { useTexts } from "@/i18n/use-texts";
import { sessionsTexts } from "../messages";
import { describeClash } from "../utils/session-conflicts";

/**
 * The session form's warning before it saves a session into a venue already taken at that time:
 * each other session by name, venue and times, seen from the day the new one starts.
 */
export function ClashWarning({ clashes, day }: { clashes: readonly Session[]; day: string }) {
  useTexts();
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium">{sessionsTexts.clashWarningTitle}</p>
        <ul className="flex flex-col gap-0.5">
          {clashes.map((clash) => (
            <li key={clash.id} className="break-words">
              {describeClash(clash, day)}
            </li>
          ))}
        </ul>
        <p>{sessionsTexts.clashWarningHint}</p>
      </div>
    </div>
  );
}
