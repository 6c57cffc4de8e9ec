import QRCode from "qrcode";
import type { InlineImage } from "../mail/mailer.js";
import { TICKET_QR_CID } from "../participant-messages/message-text.js";

// A ticket's QR code holds its check-in code and nothing else. Medium error correction survives
// a crumpled badge or a cracked phone screen.
const QR_OPTIONS = { errorCorrectionLevel: "M", margin: 2 } as const;

/** Any text as a QR code, an SVG document: a ticket's code, a door device's pairing link. */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...QR_OPTIONS, type: "svg" });
}

/** The QR code as an SVG document, for screens and printed badges. */
export function ticketQrSvg(code: string): Promise<string> {
  return qrSvg(code);
}

/** The QR code as a PNG, for e-mail: mail programs show inline PNGs but seldom SVG. */
export function ticketQrPng(code: string): Promise<Buffer> {
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
