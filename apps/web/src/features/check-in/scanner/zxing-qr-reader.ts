// ZXing's QR detector parts are not in its index, so they are imported by path, the reader's
// other parts too: one copy of the library's classes, whichever way a bundler or Node resolves it.
import BinaryBitmap from "@zxing/library/esm/core/BinaryBitmap";
import type BitMatrix from "@zxing/library/esm/core/common/BitMatrix";
import HybridBinarizer from "@zxing/library/esm/core/common/HybridBinarizer";
import type DecodeHintType from "@zxing/library/esm/core/DecodeHintType";
import NotFoundException from "@zxing/library/esm/core/NotFoundException";
import Decoder from "@zxing/library/esm/core/qrcode/decoder/Decoder";
import Detector from "@zxing/library/esm/core/qrcode/detector/Detector";
import type FinderPattern from "@zxing/library/esm/core/qrcode/detector/FinderPattern";
import FinderPatternFinder from "@zxing/library/esm/core/qrcode/detector/FinderPatternFinder";
import FinderPatternInfo from "@zxing/library/esm/core/qrcode/detector/FinderPatternInfo";
import ResultPoint from "@zxing/library/esm/core/ResultPoint";
import RGBLuminanceSource from "@zxing/library/esm/core/RGBLuminanceSource";

/** Three corners of one code have module sizes within this factor of each other (ZXing's). */
const MAX_MODULE_SIZE_RATIO = 1.4;

type Corners = [FinderPattern, FinderPattern, FinderPattern];

/**
 * Of the finder-like squares found, the three that best form what a QR code's corners form: a
 * right-angled triangle with two equal sides. ZXing's Java reader chooses so since its 3.4; the
 * JavaScript port still takes the three seen on the most rows, and a ticket whose data holds a
 * finder-like square (about one in ten of ours) is read through that square on every frame.
 */
function selectCorners(squares: readonly FinderPattern[]): Corners {
  const bySize = [...squares].sort(
    (one, other) => one.getEstimatedModuleSize() - other.getEstimatedModuleSize(),
  );
  let best: Corners | null = null;
  let bestDistortion = Number.POSITIVE_INFINITY;
  for (const [i, smallest] of bySize.entries()) {
    for (const [j, middle] of bySize.slice(i + 1).entries()) {
      for (const largest of bySize.slice(i + j + 2)) {
        const maxSize = smallest.getEstimatedModuleSize() * MAX_MODULE_SIZE_RATIO;
        // Sorted by size: the squares after this one are larger still.
        if (largest.getEstimatedModuleSize() > maxSize) break;
        const corners: Corners = [smallest, middle, largest];
        const distortion = distortionOf(corners);
        if (distortion < bestDistortion) {
          bestDistortion = distortion;
          best = corners;
        }
      }
    }
  }
  if (!best) throw new NotFoundException();
  return best;
}

/** 0 for a right-angled triangle with two equal sides, more the further from one. */
function distortionOf([one, two, three]: Corners): number {
  const sides: [number, number, number] = [
    squaredDistance(one, two),
    squaredDistance(two, three),
    squaredDistance(one, three),
  ];
  const [legA, legB, hypotenuse] = sides.sort((shorter, longer) => shorter - longer);
  // Squared, each leg of that triangle is half its hypotenuse.
  return Math.abs(hypotenuse - 2 * legA) + Math.abs(hypotenuse - 2 * legB);
}

function squaredDistance(one: ResultPoint, other: ResultPoint): number {
  const x = one.getX() - other.getX();
  const y = one.getY() - other.getY();
  return x * x + y * y;
}

/** ZXing's scan for finder-like squares, with the corners chosen by selectCorners. */
class CornerFinder extends FinderPatternFinder {
  // The port's own choice trims its list of squares, so the list is copied as it grows.
  private found: FinderPattern[] = [];

  protected override handlePossibleCenter(
    stateCount: Int32Array,
    i: number,
    j: number,
    pureBarcode: boolean,
  ): boolean {
    const isSquare = super.handlePossibleCenter(stateCount, i, j, pureBarcode);
    if (isSquare) this.found = [...this.getPossibleCenters()];
    return isSquare;
  }

  override find(hints: Map<DecodeHintType, unknown>): FinderPatternInfo {
    try {
      super.find(hints);
    } catch (error) {
      // Fewer than three squares: selectCorners says so too.
      if (!(error instanceof NotFoundException)) throw error;
    }
    const corners = selectCorners(this.found);
    ResultPoint.orderBestPatterns(corners);
    return new FinderPatternInfo(corners);
  }
}

class CornerDetector extends Detector {
  readCode(): BitMatrix {
    const finder = new CornerFinder(this.getImage(), this.getResultPointCallback());
    return this.processFinderPatternInfo(finder.find(new Map())).getBits();
  }
}

/** Reads a frame's QR code: its text, or null when it holds none that reads. */
export type ReadQrCode = (pixels: Int32Array, width: number, height: number) => string | null;

/**
 * Reads the QR codes in a camera's frames, one packed integer per pixel. The frames are its own
 * to reorder.
 */
export function createZxingQrReader(): ReadQrCode {
  const decoder = new Decoder();
  let isTurned = false;
  return (pixels, width, height) => {
    // The scan goes down the rows and stops once three squares agree, so a square in a code's
    // data can keep its last corner unseen on every frame of a code held still. Every other
    // frame is read turned half round (its pixels reversed), so it is scanned from its other end.
    if (isTurned) pixels.reverse();
    isTurned = !isTurned;
    try {
      const source = new RGBLuminanceSource(pixels, width, height);
      const matrix = new BinaryBitmap(new HybridBinarizer(source)).getBlackMatrix();
      return decoder.decodeBitMatrix(new CornerDetector(matrix).readCode()).getText();
    } catch {
      // ZXing throws when a frame holds no readable code, which is most frames.
      return null;
    }
  };
}
