import { DOOR_NAME_MAX_LENGTH } from "@events/contract";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useTexts } from "@/i18n/use-texts";

/** 'Which door is this?': asked once per device and event, kept on the device. */
export function DoorNameForm({
  initialName = "",
  intro,
  onSave,
  onCancel,
}: {
  initialName?: string;
  /** Why the door is asked now, under the question. */
  intro?: string;
  onSave: (door: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTexts();
  const headingId = useId();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);

  async function submit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    const door = name.trim();
    if (door === "") {
      setError(t("check-in.door.required"));
      return;
    }
    await onSave(door);
  }

  return (
    <form
      aria-labelledby={headingId}
      onSubmit={(submitEvent) => void submit(submitEvent)}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t("check-in.door.question")}
      </h2>
      {intro ? <p className="text-base text-slate-700">{intro}</p> : null}
      <TextField
        label={t("check-in.door.label")}
        hint={t("check-in.door.hint")}
        error={error ?? undefined}
        isRequired
        autoComplete="off"
        maxLength={DOOR_NAME_MAX_LENGTH}
        value={name}
        onChange={(changeEvent) => setName(changeEvent.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="lg" className="h-12">
          {t("check-in.door.save")}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" size="lg" className="h-12" onClick={onCancel}>
            {t("check-in.door.cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** 'Door: North entrance' with a way to change it, or to name it where none is named yet. */
export function DoorLine({
  door,
  onSave,
}: {
  door: string | null;
  onSave: (door: string) => Promise<void>;
}) {
  const { t } = useTexts();
  const [isChanging, setIsChanging] = useState(false);
  if (isChanging) {
    return (
      <DoorNameForm
        initialName={door ?? ""}
        onSave={async (name) => {
          await onSave(name);
          setIsChanging(false);
        }}
        onCancel={() => setIsChanging(false)}
      />
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-2 text-base text-slate-700">
      {door === null ? null : (
        <span className="font-medium">{t("check-in.door.current", { door })}</span>
      )}
      <Button variant="secondary" onClick={() => setIsChanging(true)}>
        {door === null ? t("check-in.door.name") : t("check-in.door.change")}
      </Button>
    </p>
  );
}
