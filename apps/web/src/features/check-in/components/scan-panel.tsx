import { CameraOff } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useTexts } from "@/i18n/use-texts";
import { type OpenCamera, openRearCamera, useCamera } from "../scanner/camera";
import { type CreateQrDecoder, createQrDecoder } from "../scanner/qr-decoder";
import { createRepeatFilter } from "../scanner/repeat-filter";
import { useQrDecoder, useQrScanner } from "../scanner/use-qr-scanner";
import type { ScanOutcome } from "../utils/describe-scan-outcome";
import { ScanResultOverlay } from "./scan-result-overlay";
import { TicketCodeForm } from "./ticket-code-form";

/** Where the scanner gets its camera and its decoder; tests give their own. */
export type ScannerParts = { openCamera: OpenCamera; createDecoder: CreateQrDecoder };

export const deviceScannerParts: ScannerParts = {
  openCamera: openRearCamera,
  createDecoder: createQrDecoder,
};

const CAMERA_PROBLEM_TEXT = {
  refused: "check-in.scan.cameraRefused",
  missing: "check-in.scan.cameraMissing",
  failed: "check-in.scan.cameraFailed",
} as const;

function ScanProblem({ message, onBackToSearch }: { message: string; onBackToSearch: () => void }) {
  const { t } = useTexts();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-lg border border-red-200 bg-red-50 px-4 py-10 text-center"
    >
      <CameraOff aria-hidden="true" className="size-10 text-red-700" />
      <p className="max-w-md text-base text-red-800">{message}</p>
      <Button size="lg" className="h-12" onClick={onBackToSearch}>
        {t("check-in.scan.backToSearch")}
      </Button>
    </div>
  );
}

/** Checks a ticket's code and says what came of it; a failure is an outcome too. */
export type CheckTicket = (code: string) => Promise<ScanOutcome>;

/**
 * The camera reads tickets and checks their participants in, one answer at a time; a code can be
 * typed too, for a device without a camera or a QR code that does not read.
 */
export function ScanPanel({
  parts = deviceScannerParts,
  checkTicket,
  onBackToSearch,
}: {
  parts?: ScannerParts;
  checkTicket: CheckTicket;
  onBackToSearch: () => void;
}) {
  const { t } = useTexts();
  const videoRef = useRef<HTMLVideoElement>(null);
  const cameraStatus = useCamera(videoRef, parts.openCamera);
  const { decoder, status: decoderStatus } = useQrDecoder(parts.createDecoder);
  const [repeatFilter] = useState(() => createRepeatFilter());
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [isChecking, setIsChecking] = useState(false);

  async function check(code: string) {
    setIsChecking(true);
    try {
      setOutcome(await checkTicket(code));
    } finally {
      setIsChecking(false);
    }
  }

  function postCode(code: string) {
    if (isChecking || !repeatFilter.shouldPost(code)) return;
    void check(code);
  }

  const codeForm = <TicketCodeForm isChecking={isChecking} onCode={(code) => void check(code)} />;

  function resumeScanning() {
    repeatFilter.restartWindow();
    setOutcome(null);
  }

  useQrScanner({
    videoRef,
    decoder,
    isActive: cameraStatus === "on" && outcome === null && !isChecking,
    onCode: postCode,
  });

  const problem =
    cameraStatus !== "on" && cameraStatus !== "starting"
      ? t(CAMERA_PROBLEM_TEXT[cameraStatus])
      : decoderStatus === "failed"
        ? t("check-in.scan.decoderFailed")
        : null;
  if (problem) {
    return (
      <div className="flex flex-col gap-4">
        <ScanProblem message={problem} onBackToSearch={onBackToSearch} />
        {codeForm}
        {outcome ? (
          <ScanResultOverlay outcome={outcome} onDismiss={() => setOutcome(null)} />
        ) : null}
      </div>
    );
  }

  const isStarting = cameraStatus === "starting" || decoderStatus === "loading";
  return (
    <section aria-label={t("check-in.scan.cameraRegion")} className="flex flex-col gap-3">
      <p className="text-base text-slate-700">{t("check-in.scan.hint")}</p>
      <div className="relative aspect-[4/3] w-full max-w-xl self-center overflow-hidden rounded-lg bg-slate-900">
        <video
          ref={videoRef}
          autoPlay
          muted
          playsInline
          className="size-full object-cover"
          aria-label={t("check-in.scan.cameraPicture")}
        />
        {isStarting || isChecking ? (
          <div
            role="status"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-slate-900/70 text-base font-medium text-white"
          >
            <Spinner className="size-8" />
            {isChecking ? t("check-in.scan.checkingTicket") : t("check-in.scan.startingCamera")}
          </div>
        ) : null}
      </div>
      {codeForm}
      {outcome ? <ScanResultOverlay outcome={outcome} onDismiss={resumeScanning} /> : null}
    </section>
  );
}
