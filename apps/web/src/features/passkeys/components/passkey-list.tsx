import type { Passkey } from "@events/contract";
import { Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LabelledDetail } from "@/components/ui/labelled-detail";
import { MomentTime } from "@/components/ui/moment-time";
import { useTexts } from "@/i18n/use-texts";

export type PasskeyListProps = {
  passkeys: readonly Passkey[];
  /** The zone the times are shown in: the browser's own. */
  timeZone: string;
  onRemove: (passkey: Passkey) => void;
};

function PasskeyItem({
  passkey,
  timeZone,
  onRemove,
}: Omit<PasskeyListProps, "passkeys"> & { passkey: Passkey }) {
  const { t } = useTexts();
  return (
    <li
      aria-label={passkey.name}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h3 className="text-base font-semibold break-words text-slate-900">{passkey.name}</h3>
          {passkey.backed_up ? <Badge tone="blue">{t("passkeys.list.synced")}</Badge> : null}
        </div>
        <Button
          variant="secondary"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          aria-label={t("passkeys.remove.named", { name: passkey.name })}
          onClick={() => onRemove(passkey)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t("passkeys.remove.button")}
        </Button>
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <LabelledDetail label={t("passkeys.list.added")}>
          <MomentTime moment={passkey.created_at} timeZone={timeZone} />
        </LabelledDetail>
        <LabelledDetail label={t("passkeys.list.lastUsed")}>
          {passkey.last_used_at === null ? (
            t("passkeys.list.neverUsed")
          ) : (
            <MomentTime moment={passkey.last_used_at} timeZone={timeZone} />
          )}
        </LabelledDetail>
      </dl>
    </li>
  );
}

/** The account's passkeys, newest first, each with when it was added and last signed in. */
export function PasskeyList({ passkeys, ...itemProps }: PasskeyListProps) {
  const { t } = useTexts();
  return (
    <ul aria-label={t("passkeys.list.title")} className="flex flex-col gap-3">
      {passkeys.map((passkey) => (
        <PasskeyItem key={passkey.id} passkey={passkey} {...itemProps} />
      ))}
    </ul>
  );
}
