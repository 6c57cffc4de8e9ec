import type { InlineImage } from "../mail/mailer.js";
import { TICKET_QR_CID } from "../participant-messages/message-text.js";

// A ticket's QR code holds its check-in code and nothing else. Medium error correction survives
// a crumpled badge or a cracked phone screen.
const QR_OPTIONS = { errorCorrectionLevel: "M", margin: 2 } as const;

// qrcode and its PNG encoder are some sixty modules that a start need not load: they are loaded
// with the first code drawn.
let qrCodeLibrary: Promise<typeof import("qrcode")> | undefined;
function loadQrCode(): Promise<typeof import("qrcode")> {
  qrCodeLibrary ??= import("qrcode");
  return qrCodeLibrary;
}

/** Any text as a QR code, an SVG document: a ticket's code, a door device's pairing link. */
export async function qrSvg(text: string): Promise<string> {
  const QRCode = await loadQrCode();
  return QRCode.toString(text, { ...QR_OPTIONS, type: "svg" });
}

/** The QR code as an SVG document, for screens and printed badges. */
export function ticketQrSvg(code: string): Promise<string> {
  return qrSvg(code);
}

/** The QR code as a PNG, for e-mail: mail programs show inline PNGs but seldom SVG. */
export async function ticketQrPng(code: string): Promise<Buffer> {
  const QRCode = await loadQrCode();
  return QRCode.toBuffer(code, { ...QR_OPTIONS, type: "png", width: 360 });
}

/** The ticket's QR code as the inline image an e-mail's {ticket_qr} shows. */
export async function ticketQrInlineImage(code: string): Promise<InlineImage> {
  return {
    cid: TICKET_QR_CID,
    filename: "ticket.png",
    contentType: "image/png",
    content: await ticketQrPng(code),
  };
}
