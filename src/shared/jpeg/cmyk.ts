// A CMYK (or YCCK) JPEG's ink planes, decoded as libjpeg-turbo decodes them: browsers convert such a
// photo only after folding black into the other inks, so the export reads the inks itself and
// converts them through the engine's table (decision 311).
import { inksInPlace } from './colour';
import { readCoefficients } from './decode';
import { componentPixels } from './pixels';

export interface InkPlanes {
  width: number;
  height: number;
  /** C, M, Y and K, one byte a pixel each: 0 no ink, 255 full. */
  planes: Uint8Array[];
}

export function decodeInks(bytes: Uint8Array): InkPlanes {
  const frame = readCoefficients(bytes, undefined, true);
  const { width, height } = frame;
  const rect = { mcuX: 0, mcuY: 0, mcusWide: frame.mcusPerLine, mcusHigh: frame.mcusPerColumn };
  const planes = frame.components.map((c) => componentPixels(frame, c, rect, width, height));
  inksInPlace(frame, planes);
  return { width, height, planes };
}
