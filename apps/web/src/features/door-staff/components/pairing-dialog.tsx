import { PAIRING_CODE_MINUTES, type PairingResponse } from "@events/contract";
import { CopyField } from "@/components/ui/copy-field";
import { Dialog } from "@/components/ui/dialog";
import { LoadError } from "@/components/ui/load-error";
import { LoadingState } from "@/components/ui/loading-state";
import { QrImage } from "@/components/ui/qr-image";
import { useTexts } from "@/i18n/use-texts";
import { describeError } from "@/lib/api-error";
import { formatMomentInZone } from "@/lib/format-moment";

/** The pairing code being made, as its mutation tells it. */
export type PairingState =
  | { status: "pending" }
  | { status: "error"; error: unknown }
  | { status: "success"; pairing: PairingResponse };

function PairingContent({
  name,
  state,
  timeZone,
  onRetry,
}: {
  name: string;
  state: PairingState;
  timeZone: string | undefined;
  onRetry: () => void;
}) {
  const { t } = useTexts();
  if (state.status === "pending") return <LoadingState label={t("door.pairing.making")} />;
  if (state.status === "error") {
    return (
      <LoadError title={t("door.pairing.failed")} onRetry={onRetry}>
        <p>{describeError(state.error, t("door.pairing.failed"))}</p>
      </LoadError>
    );
  }
  const { url, qr_svg, expires_at } = state.pairing;
  const until = formatMomentInZone(expires_at, timeZone);
  const copyTexts = {
    copy: t("door.pairing.copyLink"),
    copied: t("door.pairing.linkCopied"),
    copyFailed: t("door.pairing.copyFailed"),
  };
  return (
    <div className="flex flex-col gap-4">
      <QrImage
        svg={qr_svg}
        label={t("door.pairing.qrLabel", { name })}
        className="aspect-square w-full max-w-64 self-center"
      />
      <p className="text-center text-sm font-medium text-slate-900" data-testid="pairing-expiry">
        {t("door.pairing.expiry", {
          minutes: PAIRING_CODE_MINUTES,
          moment: timeZone ? t("door.pairing.momentInZone", { moment: until, timeZone }) : until,
        })}
      </p>
      <CopyField label={t("door.pairing.link")} value={url} texts={copyTexts} />
    </div>
  );
}

export type PairingDialogProps = {
  /** Whose device is paired; null keeps the dialog closed. */
  name: string | null;
  state: PairingState;
  timeZone: string | undefined;
  /** Asks for another code after the last attempt failed. */
  onRetry: () => void;
  onClose: () => void;
};

/** The one-use code that pairs a device for a staff member: its QR code, its link and expiry. */
export function PairingDialog({ name, state, timeZone, onRetry, onClose }: PairingDialogProps) {
  const { t } = useTexts();
  return (
    <Dialog
      open={name !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={name ? t("door.pairing.buttonFor", { name }) : ""}
      description={t("door.pairing.description")}
    >
      {name ? (
        <PairingContent name={name} state={state} timeZone={timeZone} onRetry={onRetry} />
      ) : null}
    </Dialog>
  );
}
