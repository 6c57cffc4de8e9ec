import { isLinkSecret } from "@events/contract";
import { useState } from "react";
import { useNavigate } from "react-router";
import { AuthCard } from "@/components/layout/auth-card";
import { useAuth } from "@/hooks/use-auth";
import { useTexts } from "@/i18n/use-texts";
import { paths } from "@/paths";
import { pairDevice } from "../api/pair-device";
import { LinkRefused } from "../components/link-refused";
import { PairDeviceForm } from "../components/pair-device-form";
import { useLinkSecret } from "../utils/link-secret";

/**
 * /door/pair#code=…, opened by scanning the pairing QR code: the device is named, paired, and
 * goes straight to its event's check-in. Reachable signed out; a code that cannot be one (none,
 * or not of the code's form) is refused without asking the server.
 */
export function PairDeviceRoute() {
  const { t } = useTexts();
  const code = useLinkSecret("code");
  const auth = useAuth();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(() =>
    isLinkSecret(code) ? null : t("door-sign-in.pair.invalid"),
  );

  async function pair(deviceName: string) {
    const { event_id } = await pairDevice({ code: code ?? "", device_name: deviceName });
    await auth.refreshSession();
    navigate(paths.door.checkIn(event_id), { replace: true });
  }

  if (refusal !== null)
    return <LinkRefused title={t("door-sign-in.pair.refusedTitle")} message={refusal} />;
  return (
    <AuthCard title={t("door-sign-in.pair.title")} description={t("door-sign-in.pair.intro")}>
      <PairDeviceForm onPair={pair} onRefused={setRefusal} />
    </AuthCard>
  );
}

export default PairDeviceRoute;
