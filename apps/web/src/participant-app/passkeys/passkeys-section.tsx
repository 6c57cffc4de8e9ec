import { useTexts } from "@/i18n/use-texts";
import { ResourceContent } from "../shell/load-states";
import { SectionCard } from "../shell/section-card";
import { AddPasskeyForm } from "./add-passkey-form";
import { PasskeyList } from "./passkey-list";
import { PasskeyOnlySwitch } from "./passkey-only-switch";
import { useMyPasskeys } from "./passkeys-api";

/**
 * The profile's 'Passkeys': signing in with the device's screen lock instead of an e-mailed
 * code. The list and its changes need the network; nothing of it is kept for offline use.
 */
export function PasskeysSection() {
  const passkeys = useMyPasskeys();
  const { t } = useTexts();
  return (
    <SectionCard title={t("app-passkeys.title")}>
      <p className="mt-2 text-slate-700">{t("app-passkeys.intro")}</p>
      <ResourceContent resource={passkeys} loadingLabel={t("app-passkeys.loading")}>
        {({ passkeys, passkey_only }) => (
          <>
            <PasskeyList passkeys={passkeys} />
            <AddPasskeyForm />
            <PasskeyOnlySwitch isOn={passkey_only} />
          </>
        )}
      </ResourceContent>
    </SectionCard>
  );
}
