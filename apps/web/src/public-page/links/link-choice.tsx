import type { PublicRegistrationOutcome } from "@events/contract";
import type { ReactNode } from "react";
import { OutcomeView } from "../outcome/outcome-view";
import { ActionError } from "./action-error";
import { ConfirmChoice, type ConfirmChoiceProps } from "./confirm-choice";
import type { LinkAction } from "./link-page";

export type LinkChoiceProps = {
  outcome: PublicRegistrationOutcome;
  action: LinkAction;
  /** The question asked before what cannot be undone; null once the outcome no longer allows it. */
  confirmation: Omit<ConfirmChoiceProps, "isBusy" | "onKeep"> | null;
  /** What can be done from the outcome: its buttons. */
  children: ReactNode;
};

/**
 * Where a link's registration stands and what can be done about it, or, once asked for, the
 * question before what cannot be undone; the last action's refusal below either.
 */
export function LinkChoice({ outcome, action, confirmation, children }: LinkChoiceProps) {
  return (
    <>
      {action.isConfirming && confirmation ? (
        <ConfirmChoice {...confirmation} isBusy={action.isBusy} onKeep={action.keep} />
      ) : (
        <OutcomeView key={outcome.status} outcome={outcome} takesFocus={action.hasActed}>
          {children}
        </OutcomeView>
      )}
      <ActionError error={action.error} />
    </>
  );
}
