import type { PublicEvent, PublicRegistrationOutcome } from "@events/contract";
import { useState } from "react";
import { t } from "@/i18n/i18n";
import { useTexts } from "@/i18n/use-texts";
import { CodeStep } from "../confirm/code-step";
import { RegistrationForm } from "../form/registration-form";
import { EMPTY_VALUES, type RegistrationValues } from "../form/registration-values";
import { OutcomeView } from "../outcome/outcome-view";
import { CLOSED_REASON_TEXT_ID } from "../shell/closed-reasons";
import { formatEventClock } from "./event-times";

type Step =
  | { name: "form" }
  | { name: "code"; confirmationToken: string; email: string }
  | { name: "outcome"; outcome: PublicRegistrationOutcome };

export const REGISTER_HEADING_ID = "register-heading";

/** Why the form takes nobody now, and when it opens if it is not open yet. */
function ClosedNotice({ event }: { event: PublicEvent }) {
  const { t } = useTexts();
  // The server's closed_message is the reason's text in English: said by the reason here.
  const { closed_reason: reason, opens_at } = event.registration;
  return (
    <div className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="text-lg font-semibold text-slate-900">
        {t(CLOSED_REASON_TEXT_ID[reason ?? "closed"])}
      </p>
      {reason === "not_open_yet" && opens_at && (
        <p className="mt-1 text-slate-800">
          {t("public.registration.opensOn", {
            time: formatEventClock(opens_at, event.time_zone),
          })}
        </p>
      )}
    </div>
  );
}

/** What a registrant should know before filling the form in: places, approval, deadline. */
function RegistrationNotes({ event }: { event: PublicEvent }) {
  useTexts();
  const { places_left, waiting_list, approval_required, closes_at } = event.registration;
  const notes: string[] = [];
  if (places_left === 0 && waiting_list) {
    notes.push(t("public.registration.fullWaitingList"));
  } else if (places_left !== null) {
    notes.push(t("public.registration.placesLeft", { count: places_left }));
  }
  if (approval_required) notes.push(t("public.registration.approvalRequired"));
  if (closes_at) {
    notes.push(
      t("public.registration.closesOn", { time: formatEventClock(closes_at, event.time_zone) }),
    );
  }
  if (notes.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1 text-slate-800">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

/**
 * Registration, step by step: the form, the e-mailed code, the answer. What was typed is kept
 * here, above the steps, so going back to the form loses nothing.
 */
export function RegistrationSection({
  event,
  onClosed,
}: {
  event: PublicEvent;
  onClosed: () => void;
}) {
  const { t } = useTexts();
  const [values, setValues] = useState<RegistrationValues>(EMPTY_VALUES);
  const [step, setStep] = useState<Step>({ name: "form" });
  const isJoiningWaitingList =
    event.registration.places_left === 0 && event.registration.waiting_list;

  return (
    <section aria-labelledby={REGISTER_HEADING_ID} className="mt-8">
      <h2 id={REGISTER_HEADING_ID} className="text-xl font-bold text-slate-900">
        {t("public.registration.heading")}
      </h2>
      {step.name === "outcome" ? (
        <OutcomeView outcome={step.outcome} />
      ) : step.name === "code" ? (
        <CodeStep
          confirmationToken={step.confirmationToken}
          email={step.email}
          onConfirmed={(outcome) => setStep({ name: "outcome", outcome })}
          onBack={() => setStep({ name: "form" })}
        />
      ) : !event.registration.open ? (
        <ClosedNotice event={event} />
      ) : (
        <>
          <RegistrationNotes event={event} />
          <RegistrationForm
            slug={event.slug}
            form={event.form}
            values={values}
            onValuesChange={setValues}
            submitLabel={t(
              isJoiningWaitingList
                ? "public.registration.joinWaitingList"
                : "public.registration.register",
            )}
            onStarted={(started, email) =>
              setStep({ name: "code", confirmationToken: started.confirmation_token, email })
            }
            onClosed={onClosed}
          />
        </>
      )}
    </section>
  );
}
