import type { Passkey } from "@events/contract";
import { Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { CardList, CardListItem, CardRemoveButton } from "@/components/ui/card-list";
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
    <CardListItem
      name={passkey.name}
      badges={passkey.backed_up ? <Badge tone="blue">{t("passkeys.list.synced")}</Badge> : null}
      actions={
        <CardRemoveButton
          icon={Trash2}
          label={t("passkeys.remove.named", { name: passkey.name })}
          onClick={() => onRemove(passkey)}
        >
          {t("passkeys.remove.button")}
        </CardRemoveButton>
      }
    >
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <LabelledDetail label={t("passkeys.list.added")}>
          <MomentTime moment={passkey.created_at} timeZone={timeZone} />
        </LabelledDetail>
        <LabelledDetail label={t("passkeys.list.lastUsed")}>
          <MomentTime
            moment={passkey.last_used_at}
            timeZone={timeZone}
            whenNone={t("passkeys.list.neverUsed")}
          />
        </LabelledDetail>
      </dl>
    </CardListItem>
  );
}

/** The account's passkeys, newest first, each with when it was added and last signed in. */
export function PasskeyList({ passkeys, ...itemProps }: PasskeyListProps) {
  const { t } = useTexts();
  return (
    <CardList label={t("passkeys.list.title")}>
      {passkeys.map((passkey) => (
        <PasskeyItem key={passkey.id} passkey={passkey} {...itemProps} />
      ))}
    </CardList>
  );
}
