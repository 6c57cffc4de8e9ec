// A camera picture for Chromium's fake camera (--use-file-for-fake-video-capture): a QR code.
import { writeFileSync } from "node:fs";
import QRCode from "qrcode";

const WIDTH = 640;
const HEIGHT = 480;
/** The white margin a reader needs around a QR code, in modules. */
const QUIET_ZONE = 4;
const BLACK = 16;
const WHITE = 235;

/**
 * Writes a Y4M video whose every frame shows `text` as a QR code, black on white in the middle
 * of a 640 x 480 picture. Y4M is raw frames after a one-line header: per frame the luma plane,
 * then the two chroma planes at quarter size, grey (128) for a picture without colour.
 */
export function writeQrVideo(path: string, text: string, frames = 10): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const sideInModules = modules.size + 2 * QUIET_ZONE;
  const scale = Math.floor((0.8 * HEIGHT) / sideInModules);
  const left = Math.floor((WIDTH - sideInModules * scale) / 2) + QUIET_ZONE * scale;
  const top = Math.floor((HEIGHT - sideInModules * scale) / 2) + QUIET_ZONE * scale;

  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      for (let line = 0; line < scale; line += 1) {
        const start = (top + row * scale + line) * WIDTH + left + column * scale;
        luma.fill(BLACK, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
