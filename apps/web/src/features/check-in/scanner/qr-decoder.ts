/** Reads the QR code in a video's current frame: its text, or null when no code can be read. */
export type QrDecoder = { decode: (video: HTMLVideoElement) => Promise<string | null> };

/** Makes the decoder the scanner uses; injected, so tests scan without a camera or a library. */
export type CreateQrDecoder = () => Promise<QrDecoder>;

type DetectedBarcode = { rawValue: string };
type BarcodeDetectorInstance = {
  detect: (source: CanvasImageSource) => Promise<DetectedBarcode[]>;
};
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats: () => Promise<string[]>;
};

/** A frame can be read once the video has one with a size. */
function hasFrame(video: HTMLVideoElement): boolean {
  return video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0;
}

/** The browser's own detector (Chromium on Android, Safari), when it reads QR codes. */
async function createBarcodeDetectorDecoder(): Promise<QrDecoder | null> {
  // Not in TypeScript's DOM types yet, and absent from desktop Chromium on Linux and Firefox.
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const formats = await Detector.getSupportedFormats().catch((): string[] => []);
  if (!formats.includes("qr_code")) return null;
  const detector = new Detector({ formats: ["qr_code"] });
  return {
    decode: async (video) => {
      if (!hasFrame(video)) return null;
      const [first] = await detector.detect(video);
      return first?.rawValue ?? null;
    },
  };
}

/**
 * ZXing's pure JavaScript reader (no WebAssembly, which the CSP forbids), fetched only when a
 * scan starts on a browser without a detector.
 */
async function createZxingDecoder(): Promise<QrDecoder> {
  const { createZxingQrReader } = await import("./zxing-qr-reader");
  const readQrCode = createZxingQrReader();
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("No 2D canvas to read the camera's frames");
  return {
    decode: async (video) => {
      if (!hasFrame(video)) return null;
      const { videoWidth: width, videoHeight: height } = video;
      canvas.width = width;
      canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      const { data } = context.getImageData(0, 0, width, height);
      // ZXing reads one packed integer per pixel and weighs its outer bytes alike, so the RGBA
      // bytes serve as they are, whichever way round the platform packs them.
      return readQrCode(
        new Int32Array(data.buffer, data.byteOffset, width * height),
        width,
        height,
      );
    },
  };
}

export const createQrDecoder: CreateQrDecoder = async () =>
  (await createBarcodeDetectorDecoder()) ?? createZxingDecoder();
