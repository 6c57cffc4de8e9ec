import { type RefObject, useEffect, useState } from "react";

/** Opens the camera's stream; injected, so tests run without a camera. */
export type OpenCamera = () => Promise<MediaStream>;

export type CameraStatus = "starting" | "on" | "refused" | "missing" | "failed";

/** The camera facing away from the user: the one a phone points at a ticket. */
export const openRearCamera: OpenCamera = async () => {
  // Missing on pages that are not served over https (or localhost).
  if (!navigator.mediaDevices?.getUserMedia) throw new DOMException("No camera", "NotFoundError");
  return navigator.mediaDevices.getUserMedia({
    video: { facingMode: "environment" },
    audio: false,
  });
};

function describeCameraError(error: unknown): CameraStatus {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "refused";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "missing";
  return "failed";
}

function stopStream(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/** Plays the camera in the video while the component lives, and turns it off after. */
export function useCamera(
  videoRef: RefObject<HTMLVideoElement | null>,
  openCamera: OpenCamera,
): CameraStatus {
  const [status, setStatus] = useState<CameraStatus>("starting");
  useEffect(() => {
    let stream: MediaStream | null = null;
    let isClosed = false;
    openCamera().then(
      (opened) => {
        if (isClosed) {
          stopStream(opened);
          return;
        }
        stream = opened;
        // The video's autoPlay starts it; muted and playsInline let phones play it in place.
        if (videoRef.current) videoRef.current.srcObject = opened;
        setStatus("on");
      },
      (error: unknown) => {
        if (!isClosed) setStatus(describeCameraError(error));
      },
    );
    return () => {
      isClosed = true;
      if (stream) stopStream(stream);
    };
  }, [openCamera, videoRef]);
  return status;
}
