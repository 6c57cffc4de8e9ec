import type { Language, Passkey } from "@events/contract";
import { useEffect, useId, useRef, useState } from "react";
import { t } from "@/i18n/i18n";
import { useTexts } from "@/i18n/use-texts";
import { formatMoment } from "../lib/event-time";
import { describeActionError } from "../shell/action-error";
import { ConfirmDialog } from "../shell/confirm-dialog";
import { secondaryButtonClasses } from "../shell/styles";
import { passkeysOfflineMessage } from "./offline-message";
import { removePasskey } from "./passkeys-api";

export const removePasskeyQuestion = (name: string) => t("app-passkeys.removeQuestion", { name });

/** A moment of the server (UTC ISO 8601) on the device's clock, in the page's language. */
const formatWhen = (moment: string, language: Language) =>
  formatMoment(new Date(moment), undefined, language);

/**
 * The person's passkeys, newest first: each by its name, when it was added and last signed in,
 * and 'Synced' when it is backed up to the person's other devices; each removed after a
 * confirmation.
 */
export function PasskeyList({ passkeys }: { passkeys: readonly Passkey[] }) {
  const [confirming, setConfirming] = useState<Passkey | undefined>();
  const [removingId, setRemovingId] = useState<string | undefined>();
  const [news, setNews] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const newsRef = useRef<HTMLParagraphElement>(null);
  const { t } = useTexts();

  // The removed passkey's button is gone: the focus comes to the news instead.
  useEffect(() => {
    if (news) newsRef.current?.focus();
  }, [news]);

  async function remove(passkey: Passkey) {
    setNews(undefined);
    setError(undefined);
    if (!navigator.onLine) return setError(passkeysOfflineMessage());
    setRemovingId(passkey.id);
    try {
      await removePasskey(passkey.id);
      setNews(t("app-passkeys.removed", { name: passkey.name }));
    } catch (removeError) {
      setError(describeActionError(removeError, passkeysOfflineMessage(), t("app.error.generic")));
    } finally {
      setRemovingId(undefined);
    }
  }

  return (
    <>
      {passkeys.length === 0 ? (
        <p className="mt-4 text-slate-700">{t("app-passkeys.none")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
          {passkeys.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              isRemoving={removingId === passkey.id}
              onRemove={() => setConfirming(passkey)}
            />
          ))}
        </ul>
      )}
      <p
        ref={newsRef}
        tabIndex={-1}
        role="status"
        className="mt-3 text-sm font-medium text-green-900 empty:hidden focus:outline-none"
      >
        {news}
      </p>
      <p role="alert" className="mt-3 text-sm font-medium text-red-800 empty:hidden">
        {error}
      </p>
      <ConfirmDialog
        isOpen={confirming !== undefined}
        question={confirming ? removePasskeyQuestion(confirming.name) : ""}
        description={t("app-passkeys.removeDescription")}
        confirmLabel={t("app-passkeys.remove")}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => {
          setConfirming(undefined);
          if (confirming) void remove(confirming);
        }}
      />
    </>
  );
}

function PasskeyItem({
  passkey,
  isRemoving,
  onRemove,
}: {
  passkey: Passkey;
  isRemoving: boolean;
  onRemove: () => void;
}) {
  const nameId = useId();
  const { t, language } = useTexts();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">
          <span id={nameId}>{passkey.name}</span>
          {passkey.backed_up && (
            <span className="ms-2 rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-900">
              {t("app-passkeys.synced")}
            </span>
          )}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {t("app-passkeys.addedOn", { when: formatWhen(passkey.created_at, language) })}
        </p>
        <p className="text-sm text-slate-600">
          {passkey.last_used_at
            ? t("app-passkeys.lastUsed", { when: formatWhen(passkey.last_used_at, language) })
            : t("app-passkeys.neverUsed")}
        </p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        disabled={isRemoving}
        aria-describedby={nameId}
        className={secondaryButtonClasses}
      >
        {t("app-passkeys.remove")}
      </button>
    </li>
  );
}
