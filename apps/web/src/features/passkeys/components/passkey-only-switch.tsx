import { useId } from "react";
import { EnabledSwitch } from "@/components/ui/enabled-switch";
import { useTexts } from "@/i18n/use-texts";

export type PasskeyOnlySwitchProps = {
  isPasskeyOnly: boolean;
  /** Passkey only needs a passkey to sign in with; without one the switch says so. */
  hasPasskey: boolean;
  isBusy: boolean;
  onToggle: () => void;
};

/**
 * 'Passkey only': password and e-mailed code no longer sign the account in. It can always be
 * turned off; it can be turned on once there is a passkey.
 */
export function PasskeyOnlySwitch({
  isPasskeyOnly,
  hasPasskey,
  isBusy,
  onToggle,
}: PasskeyOnlySwitchProps) {
  const { t } = useTexts();
  const explanationId = useId();
  const isDisabled = !hasPasskey && !isPasskeyOnly;
  return (
    <div className="flex flex-col gap-1">
      <EnabledSwitch
        isEnabled={isPasskeyOnly}
        label={t("passkeys.only.label")}
        name={t("passkeys.only.label")}
        isBusy={isBusy}
        isDisabled={isDisabled}
        describedBy={explanationId}
        onToggle={onToggle}
      />
      <p id={explanationId} className="text-sm text-slate-600">
        {t("passkeys.only.explanation")}
        {isDisabled ? <> {t("passkeys.only.needsPasskey")}</> : null}
      </p>
    </div>
  );
}
