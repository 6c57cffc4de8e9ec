import { CircleAlert, CircleCheck, CircleX } from "lucide-react";
import { useId } from "react";
import { useTexts } from "@/i18n/use-texts";
import type { DoorAnswer, DoorConflict } from "../offline/door-sync";

const toneLooks = {
  success: { className: "text-green-800", Icon: CircleCheck },
  warning: { className: "text-amber-800", Icon: CircleAlert },
  error: { className: "text-red-800", Icon: CircleX },
} as const;

/**
 * This device's check-ins that another door's earlier scan won, as the server answered: the
 * volunteer who let the person in sees that the other door's check-in counts.
 */
export function ConflictsList({ conflicts }: { conflicts: readonly DoorConflict[] }) {
  const { t } = useTexts();
  const headingId = useId();
  if (conflicts.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-lg border-2 border-amber-400 bg-amber-50 p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold text-amber-950">
        {t("check-in.answers.conflictsTitle")}
      </h2>
      <p className="text-sm text-amber-900">{t("check-in.answers.conflictsHint")}</p>
      <ul className="flex flex-col gap-1">
        {conflicts.map((conflict) => (
          <li key={conflict.nonce} className="text-base text-amber-950">
            <span className="font-semibold">
              {t("check-in.answers.nameLabel", { name: conflict.name })}
            </span>{" "}
            {conflict.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The server's answers to this device's latest scans, newest first. */
export function AnswersList({ answers }: { answers: readonly DoorAnswer[] }) {
  const { t } = useTexts();
  const headingId = useId();
  if (answers.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t("check-in.answers.title")}
      </h2>
      <ul className="flex flex-col gap-1">
        {answers.map(({ nonce, name, outcome }) => {
          const { className, Icon } = toneLooks[outcome.tone];
          return (
            <li
              key={nonce}
              data-tone={outcome.tone}
              className={`flex items-center gap-2 ${className}`}
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              <span>
                {name ? (
                  <span className="font-semibold">
                    {t("check-in.answers.nameLabel", { name })}{" "}
                  </span>
                ) : null}
                {outcome.title}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
