import {
  OUTCOME_MESSAGES,
  type PublicOutcome,
  type PublicRegistrationOutcome,
} from "@events/contract";
import type { ReactNode } from "react";
import type { MessageId } from "@/i18n/message-id";
import { useTexts } from "@/i18n/use-texts";
import { CLOSED_REASON_TEXT_ID } from "../shell/closed-reasons";
import { isKnownRule, ruleText } from "../shell/messages";
import { useFocusOnMount } from "../shell/use-focus-on-mount";

const OUTCOME_HEADINGS: Record<PublicOutcome, MessageId> = {
  registered: "public.outcome.heading.registered",
  pending: "public.outcome.heading.pending",
  waiting: "public.outcome.heading.waiting",
  offered: "public.outcome.heading.offered",
  refused: "public.outcome.heading.refused",
  cancelled: "public.outcome.heading.cancelled",
  rejected: "public.outcome.heading.rejected",
  expired: "public.outcome.heading.expired",
};

/** The contract's OUTCOME_MESSAGES, the server's usual words for each outcome. */
const OUTCOME_TEXTS: Record<PublicOutcome, MessageId> = {
  registered: "public.outcome.message.registered",
  pending: "public.outcome.message.pending",
  waiting: "public.outcome.message.waiting",
  offered: "public.outcome.message.offered",
  refused: "public.outcome.message.refused",
  cancelled: "public.outcome.message.cancelled",
  rejected: "public.outcome.message.rejected",
  expired: "public.outcome.message.expired",
};

const GOOD_NEWS = new Set<PublicOutcome>(["registered", "offered"]);
const ON_HOLD = new Set<PublicOutcome>(["pending", "waiting"]);

function toneOf(status: PublicOutcome): string {
  if (GOOD_NEWS.has(status)) return "border-green-300 bg-green-50";
  if (ON_HOLD.has(status)) return "border-amber-300 bg-amber-50";
  return "border-slate-300 bg-white";
}

/**
 * The server's message in the page's language. The server says it in English, with no code:
 * its usual words for the outcome, or a message of the contract's (the place is yours, the
 * registration is cancelled), each known here; in English always exactly the server's words.
 */
function useOutcomeMessage({ status, message }: PublicRegistrationOutcome): string {
  const { t, language } = useTexts();
  if (language === "en") return message;
  if (message === OUTCOME_MESSAGES[status]) return t(OUTCOME_TEXTS[status]);
  return isKnownRule(message) ? ruleText(message) : t(OUTCOME_TEXTS[status]);
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
  const { t } = useTexts();
  const message = useOutcomeMessage(outcome);
  const headingRef = useFocusOnMount<HTMLHeadingElement>(takesFocus);
  return (
    <div className={`mt-4 rounded-xl border p-4 ${toneOf(outcome.status)}`}>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 focus:outline-none"
      >
        {t(OUTCOME_HEADINGS[outcome.status])}
      </h2>
      <p className="mt-2 text-slate-800">{message}</p>
      {outcome.status === "waiting" && outcome.position !== null && (
        <p className="mt-2 font-semibold text-slate-900">
          {t("public.outcome.waitingPosition", { position: outcome.position })}
        </p>
      )}
      {outcome.status === "refused" && outcome.closed_reason && (
        <p className="mt-2 text-slate-800">
          {t("public.outcome.refusedBecause", {
            reason: t(CLOSED_REASON_TEXT_ID[outcome.closed_reason]),
          })}
        </p>
      )}
      {children}
    </div>
  );
}
