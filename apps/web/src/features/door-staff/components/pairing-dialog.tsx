import type { PairingResponse } from "@events/contract";
import { CopyField } from "@/components/ui/copy-field";
import { Dialog } from "@/components/ui/dialog";
import { LoadError } from "@/components/ui/load-error";
import { LoadingState } from "@/components/ui/loading-state";
import { QrImage } from "@/components/ui/qr-image";
import { describeError } from "@/lib/api-error";
import { formatMomentInZone } from "@/lib/format-moment";
import { doorStaffTexts } from "../messages";

/** The pairing code being made, as its mutation tells it. */
export type PairingState =
  | { status: "pending" }
  | { status: "error"; error: unknown }
  | { status: "success"; pairing: PairingResponse };

const copyTexts = {
  copy: doorStaffTexts.copyLink,
  copied: doorStaffTexts.linkCopied,
  copyFailed: doorStaffTexts.copyFailed,
};

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
  if (state.status === "pending") return <LoadingState label={doorStaffTexts.pairing} />;
  if (state.status === "error") {
    return (
      <LoadError title={doorStaffTexts.pairFailed} onRetry={onRetry}>
        <p>{describeError(state.error, doorStaffTexts.pairFailed)}</p>
      </LoadError>
    );
  }
  const { url, qr_svg, expires_at } = state.pairing;
  const until = formatMomentInZone(expires_at, timeZone);
  return (
    <div className="flex flex-col gap-4">
      <QrImage
        svg={qr_svg}
        label={doorStaffTexts.pairQrLabel(name)}
        className="aspect-square w-full max-w-64 self-center"
      />
      <p className="text-center text-sm font-medium text-slate-900" data-testid="pairing-expiry">
        {doorStaffTexts.pairExpiry(timeZone ? `${until} (${timeZone})` : until)}
      </p>
      <CopyField label={doorStaffTexts.pairLink} value={url} texts={copyTexts} />
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
  return (
    <Dialog
      open={name !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={name ? doorStaffTexts.pairDeviceFor(name) : ""}
      description={doorStaffTexts.pairDescription}
    >
      {name ? (
        <PairingContent name={name} state={state} timeZone={timeZone} onRetry={onRetry} />
      ) : null}
    </Dialog>
  );
}
