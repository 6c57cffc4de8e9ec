import { type Language, megabytes, type Person, PROFILE_IMAGE_FILE_RULE } from "@events/contract";
import { type ChangeEvent, useId, useState } from "react";
import { activeLanguage, t } from "@/i18n/i18n";
import { useTexts } from "@/i18n/use-texts";
import { getFileRuleError, toAcceptAttribute } from "@/lib/file-rules";
import { getInitials } from "@/lib/initials";
import { resolveMediaUrl } from "@/lib/media";
import { formatList } from "../lib/format-list";
import { describeActionError } from "../shell/action-error";
import { ConfirmDialog } from "../shell/confirm-dialog";
import { secondaryButtonClasses } from "../shell/styles";
import { deletePhoto } from "./profile-changes";
import { uploadPhoto } from "./upload-photo";

export const photoOfflineMessage = () => t("app.photo.offline");
export const removePhotoQuestion = () => t("app.photo.removeQuestion");

/** 'JPEG, PNG, GIF or WEBP, up to 10 MB': the admins' rule for profile images, in words. */
export function describePhotoRule(language: Language = activeLanguage()): string {
  const types = PROFILE_IMAGE_FILE_RULE.mimeTypes.map((type) =>
    type.replace("image/", "").toUpperCase(),
  );
  return t("app.photo.hint", {
    types: formatList(types, language, "either"),
    size: megabytes(PROFILE_IMAGE_FILE_RULE),
  });
}

type Activity = { kind: "idle" } | { kind: "uploading"; percent: number } | { kind: "removing" };

/**
 * The person's photo, in all their events: the current one, a new one chosen on the device
 * (checked against the admins' profile image rule before it is sent, then sent with its
 * progress shown), or none.
 */
export function PhotoSection({ person }: { person: Person }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [activity, setActivity] = useState<Activity>({ kind: "idle" });
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<string | undefined>();
  const [isConfirmingRemoval, setIsConfirmingRemoval] = useState(false);
  const { t, language } = useTexts();
  const photoUrl = resolveMediaUrl(person.profile_image);
  const isBusy = activity.kind !== "idle";

  /** Makes the change, saying meanwhile what goes on, then how it went. */
  async function change(
    started: Activity,
    call: () => Promise<unknown>,
    done: string,
    failed: string,
  ) {
    setStatus(undefined);
    if (!navigator.onLine) return setError(photoOfflineMessage());
    setError(undefined);
    setActivity(started);
    try {
      await call();
      setStatus(done);
    } catch (callError) {
      setError(describeActionError(callError, photoOfflineMessage(), failed));
    } finally {
      setActivity({ kind: "idle" });
    }
  }

  function handleChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Emptied, so choosing the same file again after a failure is a change too.
    event.target.value = "";
    if (!file) return;
    const ruleError = getFileRuleError(file, PROFILE_IMAGE_FILE_RULE);
    if (ruleError) {
      setStatus(undefined);
      return setError(ruleError);
    }
    void change(
      { kind: "uploading", percent: 0 },
      () => uploadPhoto(file, (percent) => setActivity({ kind: "uploading", percent })),
      t("app.photo.saved"),
      t("app.photo.uploadFailed"),
    );
  }

  return (
    <div className="mt-5 flex items-start gap-4">
      {photoUrl ? (
        <img
          src={photoUrl}
          alt={person.name}
          width="96"
          height="96"
          className="size-24 shrink-0 rounded-full border border-slate-200 bg-white object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-24 shrink-0 items-center justify-center rounded-full bg-blue-100 text-3xl font-semibold text-blue-900"
        >
          {getInitials(person.name)}
        </span>
      )}
      <div className="min-w-0 flex-1">
        {!photoUrl && <p className="text-slate-700">{t("app.photo.none")}</p>}
        {/* The browser's own file input, hidden behind its label drawn as a button: it keeps its
            keyboard and screen-reader behaviour. */}
        <input
          id={inputId}
          type="file"
          accept={toAcceptAttribute(PROFILE_IMAGE_FILE_RULE)}
          disabled={isBusy}
          onChange={handleChosen}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={`${secondaryButtonClasses} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-700 peer-disabled:cursor-not-allowed peer-disabled:text-slate-500`}
        >
          {photoUrl ? t("app.photo.chooseNew") : t("app.photo.choose")}
        </label>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {describePhotoRule(language)}
        </p>
        {photoUrl && (
          <button
            type="button"
            disabled={isBusy}
            onClick={() => setIsConfirmingRemoval(true)}
            className={`mt-3 ${secondaryButtonClasses}`}
          >
            {t("app.photo.remove")}
          </button>
        )}
        <div role="status" className="empty:hidden">
          {activity.kind === "uploading" && (
            <p className="mt-3 text-sm text-slate-700">
              <progress
                max={100}
                value={activity.percent}
                aria-label={t("app.photo.uploadingLabel")}
                className="me-2 h-2 w-24 align-middle"
              />
              {t("app.photo.uploading", { percent: activity.percent / 100 })}
            </p>
          )}
          {activity.kind === "removing" && (
            <p className="mt-3 text-sm text-slate-700">{t("app.photo.removing")}</p>
          )}
          {status && <p className="mt-3 text-sm font-medium text-green-900">{status}</p>}
        </div>
        {error && (
          <p id={errorId} role="alert" className="mt-3 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
      </div>
      <ConfirmDialog
        isOpen={isConfirmingRemoval}
        question={removePhotoQuestion()}
        description={t("app.photo.removeDescription")}
        confirmLabel={t("app.photo.removeConfirm")}
        onCancel={() => setIsConfirmingRemoval(false)}
        onConfirm={() => {
          setIsConfirmingRemoval(false);
          void change(
            { kind: "removing" },
            deletePhoto,
            t("app.photo.removed"),
            t("app.photo.removeFailed"),
          );
        }}
      />
    </div>
  );
}
