import { type RefObject, useEffect, useEffectEvent, useState } from "react";
import type { CreateQrDecoder, QrDecoder } from "./qr-decoder";

/** A few reads a second find a ticket at once without keeping a phone's processor busy. */
export const SCAN_INTERVAL_MS = 150;

export type DecoderStatus = "loading" | "ready" | "failed";

/** The decoder, made once for the scanner's life. */
export function useQrDecoder(createDecoder: CreateQrDecoder) {
  const [decoder, setDecoder] = useState<QrDecoder | null>(null);
  const [status, setStatus] = useState<DecoderStatus>("loading");
  useEffect(() => {
    let isCurrent = true;
    createDecoder().then(
      (created) => {
        if (!isCurrent) return;
        setDecoder(created);
        setStatus("ready");
      },
      () => {
        if (isCurrent) setStatus("failed");
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [createDecoder]);
  return { decoder, status };
}

/** Reads the video's frames while `isActive`, and hands each code read to `onCode`. */
export function useQrScanner({
  videoRef,
  decoder,
  isActive,
  onCode,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  decoder: QrDecoder | null;
  isActive: boolean;
  onCode: (code: string) => void;
}) {
  const handleCode = useEffectEvent(onCode);
  useEffect(() => {
    if (!isActive || !decoder) return;
    let isStopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function readFrame() {
      const video = videoRef.current;
      const code = video && decoder ? await decoder.decode(video).catch(() => null) : null;
      if (isStopped) return;
      if (code) handleCode(code);
      timer = setTimeout(readFrame, SCAN_INTERVAL_MS);
    }
    timer = setTimeout(readFrame, 0);
    return () => {
      isStopped = true;
      clearTimeout(timer);
    };
  }, [isActive, decoder, videoRef]);
}
