import QRCode from "qrcode";

// A ticket's QR code holds its check-in code and nothing else. Medium error correction survives
// a crumpled badge or a cracked phone screen.
const QR_OPTIONS = { errorCorrectionLevel: "M", margin: 2 } as const;

/** The QR code as an SVG document, for screens and printed badges. */
export function ticketQrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { ...QR_OPTIONS, type: "svg" });
}

/** The QR code as a PNG, for e-mail: mail programs show inline PNGs but seldom SVG. */
export function ticketQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { ...QR_OPTIONS, type: "png", width: 360 });
}
