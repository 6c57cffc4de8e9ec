import {
  CLOSED_REASON_TEXT,
  type PublicOutcome,
  type PublicRegistrationOutcome,
} from "@events/contract";
import type { ReactNode } from "react";
import { useFocusOnMount } from "../shell/use-focus-on-mount";

const OUTCOME_HEADINGS: Record<PublicOutcome, string> = {
  registered: "You are registered",
  pending: "Registration received",
  waiting: "You are on the waiting list",
  offered: "A place is offered to you",
  refused: "No place for you",
  cancelled: "Registration cancelled",
  rejected: "Registration not accepted",
  expired: "Registration expired",
};

const GOOD_NEWS = new Set<PublicOutcome>(["registered", "offered"]);
const ON_HOLD = new Set<PublicOutcome>(["pending", "waiting"]);

function toneOf(status: PublicOutcome): string {
  if (GOOD_NEWS.has(status)) return "border-green-300 bg-green-50";
  if (ON_HOLD.has(status)) return "border-amber-300 bg-amber-50";
  return "border-slate-300 bg-white";
}

/**
 * Where a registration stands, in words: its heading takes the focus when it appears after an
 * action (the code, a cancellation), so it is read out.
 */
export function OutcomeView({
  outcome,
  takesFocus = true,
  children,
}: {
  outcome: PublicRegistrationOutcome;
  /** Whether its heading takes the focus: not as a link's page opens, only after an action. */
  takesFocus?: boolean;
  /** What comes after: the offer's end, the buttons of a link's page. */
  children?: ReactNode;
}) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>(takesFocus);
  return (
    <div className={`mt-4 rounded-xl border p-4 ${toneOf(outcome.status)}`}>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 focus:outline-none"
      >
        {OUTCOME_HEADINGS[outcome.status]}
      </h2>
      <p className="mt-2 text-slate-800">{outcome.message}</p>
      {outcome.status === "waiting" && outcome.position !== null && (
        <p className="mt-2 font-semibold text-slate-900">
          Your place in the waiting list: {outcome.position}
        </p>
      )}
      {outcome.status === "refused" && outcome.closed_reason && (
        <p className="mt-2 text-slate-800">{CLOSED_REASON_TEXT[outcome.closed_reason]}.</p>
      )}
      {children}
    </div>
  );
}
