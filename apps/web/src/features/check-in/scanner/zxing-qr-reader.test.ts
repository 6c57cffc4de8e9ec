import BinaryBitmap from "@zxing/library/esm/core/BinaryBitmap";
import HybridBinarizer from "@zxing/library/esm/core/common/HybridBinarizer";
import ErrorCorrectionLevel from "@zxing/library/esm/core/qrcode/decoder/ErrorCorrectionLevel";
import Encoder from "@zxing/library/esm/core/qrcode/encoder/Encoder";
import QRCodeReader from "@zxing/library/esm/core/qrcode/QRCodeReader";
import RGBLuminanceSource from "@zxing/library/esm/core/RGBLuminanceSource";
import { describe, expect, it } from "vitest";
import { createZxingQrReader } from "./zxing-qr-reader";

const WIDTH = 640;
const HEIGHT = 480;
const BLACK = 0xff000000 | 0;
const WHITE = -1;

/** A camera's frame of a ticket held still: its QR code black on white, 80% of the height. */
function frameOf(code: string): Int32Array {
  const matrix = Encoder.encode(code, ErrorCorrectionLevel.M).getMatrix();
  const size = matrix.getWidth();
  const quietZone = 4;
  const scale = Math.floor((0.8 * HEIGHT) / (size + 2 * quietZone));
  const left = Math.floor((WIDTH - size * scale) / 2);
  const top = Math.floor((HEIGHT - size * scale) / 2);
  const pixels = new Int32Array(WIDTH * HEIGHT).fill(WHITE);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (matrix.get(x, y) !== 1) continue;
      for (let line = 0; line < scale; line += 1) {
        const start = (top + y * scale + line) * WIDTH + left + x * scale;
        pixels.fill(BLACK, start, start + scale);
      }
    }
  }
  return pixels;
}

/** What ZXing's own reader makes of a frame. */
function readWithZxingAlone(pixels: Int32Array): string | null {
  const bitmap = new BinaryBitmap(
    new HybridBinarizer(new RGBLuminanceSource(pixels, WIDTH, HEIGHT)),
  );
  try {
    return new QRCodeReader().decode(bitmap).getText();
  } catch {
    return null;
  }
}

/** Frame after frame of the same still picture, as a camera on a ticket held still gives them. */
function readStill(code: string, frames: number): (string | null)[] {
  const read = createZxingQrReader();
  return Array.from({ length: frames }, () => read(frameOf(code), WIDTH, HEIGHT));
}

// Ticket codes whose data holds a square like a QR code's corners.
// This one's square is seen on more rows than a real corner: ZXing takes it for one.
const SQUARE_TAKEN_FOR_A_CORNER =
  "b440a0962bb18f81a2e50d947606d55846fb28fd501c94fe73fe5d6a0bb39182";
// This one's square, with the two top corners, ends ZXing's scan before the bottom corner.
const SQUARE_ABOVE_THE_LAST_CORNER =
  "8ca5d620e8661e15e9718d917053083fca0cbb44e7732da1fbb469e3f0159676";
const PLAIN = "bd0afedafd97ace14da441645e41f0a1df8897c207f6eafae7f58d494d972531";

describe("createZxingQrReader", () => {
  it("reads a ticket at once", () => {
    expect(readStill(PLAIN, 1)).toEqual([PLAIN]);
  });

  it("reads a ticket whose data holds a square ZXing alone takes for a corner on every frame", () => {
    expect(readWithZxingAlone(frameOf(SQUARE_TAKEN_FOR_A_CORNER))).toBeNull();
    expect(readStill(SQUARE_TAKEN_FOR_A_CORNER, 1)).toEqual([SQUARE_TAKEN_FOR_A_CORNER]);
  });

  it("reads a still ticket whose bottom corner ZXing's scan stops short of, by the next frame", () => {
    expect(readWithZxingAlone(frameOf(SQUARE_ABOVE_THE_LAST_CORNER))).toBeNull();
    expect(readStill(SQUARE_ABOVE_THE_LAST_CORNER, 2)).toContain(SQUARE_ABOVE_THE_LAST_CORNER);
  });

  it("reads nothing in a frame without a code", () => {
    const read = createZxingQrReader();
    const blank = () => new Int32Array(WIDTH * HEIGHT).fill(WHITE);
    expect([read(blank(), WIDTH, HEIGHT), read(blank(), WIDTH, HEIGHT)]).toEqual([null, null]);
  });
});
