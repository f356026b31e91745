// Pixels of whole MCUs of a coefficient frame: decoded the way libjpeg-turbo decodes them (islow IDCT,
// "fancy" triangle upsampling of chroma, its YCbCr tables), and encoded back into the frame's
// coefficients with the component's own quantisation table, only where the caller says.

import { colourModel, planesToRgba, rgbaToPlanes } from './colour';
import { forwardDct, inverseDct } from './dct';
import { JpegUnsupportedError, type JpegComponent, type JpegFrame, type McuRect } from './types';

/** The pixel size of one MCU. */
export function mcuPixelSize(frame: JpegFrame): { width: number; height: number } {
  return { width: 8 * frame.maxH, height: 8 * frame.maxV };
}

/** How many pixels one sample of the component covers across and down. */
function expansion(frame: JpegFrame, c: JpegComponent): { sh: number; sv: number } {
  const sh = frame.maxH / c.h;
  const sv = frame.maxV / c.v;
  if (!Number.isInteger(sh) || !Number.isInteger(sv)) {
    throw new JpegUnsupportedError('components', 'fractional chroma sampling');
  }
  return { sh, sv };
}

function quantOf(frame: JpegFrame, c: JpegComponent): Uint16Array {
  const q = frame.quantTables[c.quantTable];
  if (!q) throw new JpegUnsupportedError('corrupt', `no quantisation table ${c.quantTable}`);
  return q;
}

function checkRect(frame: JpegFrame, rect: McuRect): void {
  const { mcuX, mcuY, mcusWide, mcusHigh } = rect;
  if (mcuX < 0 || mcuY < 0 || mcusWide < 1 || mcusHigh < 1) throw new RangeError('empty MCU rectangle');
  if (mcuX + mcusWide > frame.mcusPerLine || mcuY + mcusHigh > frame.mcusPerColumn) {
    throw new RangeError('MCU rectangle beyond the frame');
  }
}

/**
 * Sample index and neighbour per output pixel along one axis, as libjpeg-turbo's fancy upsampling
 * takes them: the nearer neighbour (left/up for even pixels, right/down for odd), clamped at the
 * image's last real sample. Pixels beyond the image edge repeat the last real pixel.
 */
function axis(
  start: number,
  count: number,
  imageSize: number,
  expand: number,
  samples: number,
  fancy: boolean,
) {
  const idx = new Int32Array(count);
  const nb = new Int32Array(count);
  for (let k = 0; k < count; k += 1) {
    const g = Math.min(start + k, imageSize - 1);
    const i = Math.floor(g / expand);
    idx[k] = i;
    nb[k] = !fancy ? i : (g & 1) === 0 ? Math.max(i - 1, 0) : Math.min(i + 1, samples - 1);
  }
  return { idx, nb };
}

/** The first and last block that an axis's samples and neighbours fall in. */
function blockSpan({ idx, nb }: { idx: Int32Array; nb: Int32Array }): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (let k = 0; k < idx.length; k += 1) {
    lo = Math.min(lo, idx[k]!, nb[k]!);
    hi = Math.max(hi, idx[k]!, nb[k]!);
  }
  return [lo >> 3, hi >> 3];
}

/**
 * One component over the rect, upsampled to full pixel size. libjpeg-turbo (jdsample.c) filters
 * h2v1 and h2v2 chroma with a triangle when the component is more than 2 samples wide, h1v2 always,
 * and repeats samples otherwise; every case is written as (3 * colsum(i) + colsum(nb) + bias) >> 4
 * with colsum(i) = 3 * row[i] + nearRow[i].
 */
export function componentPixels(
  frame: JpegFrame,
  c: JpegComponent,
  rect: McuRect,
  width: number,
  height: number,
) {
  const { sh, sv } = expansion(frame, c);
  const samplesWide = Math.ceil((frame.width * c.h) / frame.maxH);
  const samplesHigh = Math.ceil((frame.height * c.v) / frame.maxV);
  const fancyH = sh === 2 && sv <= 2 && samplesWide > 2;
  const fancyV = sv === 2 && (sh === 1 || fancyH);
  const x0 = rect.mcuX * 8 * frame.maxH;
  const y0 = rect.mcuY * 8 * frame.maxV;
  const cols = axis(x0, width, frame.width, sh, samplesWide, fancyH);
  const rows = axis(y0, height, frame.height, sv, samplesHigh, fancyV);

  // Decode the blocks that hold every sample and neighbour the rect reads.
  const [bx0, bx1] = blockSpan(cols);
  const [by0, by1] = blockSpan(rows);
  const pw = (bx1 - bx0 + 1) * 8;
  const samples = new Uint8Array(pw * (by1 - by0 + 1) * 8);
  const quant = quantOf(frame, c);
  for (let by = by0; by <= by1; by += 1) {
    for (let bx = bx0; bx <= bx1; bx += 1) {
      const at = (by * c.blocksPerLine + bx) * 64;
      inverseDct(c.coefficients, at, quant, samples, (by - by0) * 8 * pw + (bx - bx0) * 8, pw);
    }
  }

  const biasCol = new Int32Array(width);
  const biasRow = new Int32Array(height);
  for (let x = 0; x < width; x += 1) {
    const odd = (Math.min(x0 + x, frame.width - 1) & 1) === 1;
    biasCol[x] = fancyH && fancyV ? (odd ? 7 : 8) : fancyH ? (odd ? 8 : 4) : fancyV ? 0 : 8;
  }
  if (fancyV && !fancyH) {
    for (let y = 0; y < height; y += 1) biasRow[y] = (Math.min(y0 + y, frame.height - 1) & 1) === 1 ? 8 : 4;
  }
  const ox = bx0 * 8;
  const oy = by0 * 8;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const row = (rows.idx[y]! - oy) * pw - ox;
    const near = (rows.nb[y]! - oy) * pw - ox;
    const bias = biasRow[y]!;
    if (!fancyH && !fancyV) {
      // Replicated samples: the formula reduces to the sample itself.
      for (let x = 0, o = y * width; x < width; x += 1, o += 1) out[o] = samples[row + cols.idx[x]!]!;
      continue;
    }
    for (let x = 0, o = y * width; x < width; x += 1, o += 1) {
      const i = cols.idx[x]!;
      const j = cols.nb[x]!;
      const here = 3 * samples[row + i]! + samples[near + i]!;
      const next = 3 * samples[row + j]! + samples[near + j]!;
      out[o] = (3 * here + next + biasCol[x]! + bias) >> 4;
    }
  }
  return out;
}

/**
 * The RGBA pixels (opaque) of a rectangle of whole MCUs, mcusWide * 8 * maxH by mcusHigh * 8 * maxV,
 * as libjpeg-turbo decodes them. Where the rectangle passes the image's right or bottom edge, the
 * padding repeats the last real pixel (what a JPEG encoder feeds there), not the padded blocks' noise.
 */
export function decodeMcuRect(frame: JpegFrame, rect: McuRect): Uint8ClampedArray {
  checkRect(frame, rect);
  const model = colourModel(frame);
  const { width: mw, height: mh } = mcuPixelSize(frame);
  const width = rect.mcusWide * mw;
  const height = rect.mcusHigh * mh;
  const planes = frame.components.map((c) => componentPixels(frame, c, rect, width, height));
  const rgba = new Uint8ClampedArray(width * height * 4);
  planesToRgba(model, planes, rgba);
  return rgba;
}

/**
 * Repeats, in place, the last real pixel of `rgba` (the pixels of `rect`) into the padding past the
 * image's right and bottom edges, as `decodeMcuRect` gives it and a JPEG encoder feeds it. Pixels
 * drawn after the decode stop at the edge: a layer that ends there would otherwise share its edge
 * blocks (and, subsampled, its last chroma samples) with the old padding, and the last visible pixels
 * would decode as a mix of the two.
 */
export function repeatEdges(frame: JpegFrame, rect: McuRect, rgba: Uint8ClampedArray): void {
  const { width: mw, height: mh } = mcuPixelSize(frame);
  const width = rect.mcusWide * mw;
  const height = rect.mcusHigh * mh;
  const realWidth = Math.min(width, frame.width - rect.mcuX * mw);
  const realHeight = Math.min(height, frame.height - rect.mcuY * mh);
  if (realWidth === width && realHeight === height) return;
  // One RGBA pixel per element: the padding is filled a pixel at a time, rows copied whole.
  const px = new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.length >> 2);
  for (let y = 0; y < realHeight; y += 1)
    px.fill(px[y * width + realWidth - 1]!, y * width + realWidth, (y + 1) * width);
  for (let y = realHeight; y < height; y += 1)
    px.copyWithin(y * width, (realHeight - 1) * width, realHeight * width);
}

/**
 * Re-encodes the MCUs of `rect` marked in `touched` (`touched[y * mcusWide + x]` = 1) from `rgba`,
 * the rect's pixels as `decodeMcuRect` gives them: RGB to YCbCr, each chroma sample the mean of the
 * pixels it covers, forward DCT, quantised with the component's own table, into the frame's
 * coefficients. Untouched MCUs keep their coefficients exactly.
 */
export function encodeMcus(
  frame: JpegFrame,
  rect: McuRect,
  rgba: Uint8ClampedArray,
  touched: Uint8Array,
): void {
  checkRect(frame, rect);
  const model = colourModel(frame);
  const { width: mw, height: mh } = mcuPixelSize(frame);
  const stride = rect.mcusWide * mw * 4;
  if (rgba.length !== stride * rect.mcusHigh * mh)
    throw new RangeError('pixels of another size than the rect');
  if (touched.length !== rect.mcusWide * rect.mcusHigh) throw new RangeError('touched map of another size');
  const comps = frame.components.map((c) => ({ c, ...expansion(frame, c), quant: quantOf(frame, c) }));
  const planes = comps.map(() => new Float32Array(mw * mh));
  const block = new Float32Array(64);

  for (let my = 0; my < rect.mcusHigh; my += 1) {
    for (let mx = 0; mx < rect.mcusWide; mx += 1) {
      if (!touched[my * rect.mcusWide + mx]) continue;
      rgbaToPlanes(model, rgba, my * mh * stride + mx * mw * 4, stride, mw, mh, planes);
      comps.forEach(({ c, sh, sv, quant }, ci) => {
        const plane = planes[ci]!;
        const scale = 1 / (sh * sv);
        for (let by = 0; by < c.v; by += 1) {
          for (let bx = 0; bx < c.h; bx += 1) {
            for (let v = 0; v < 8; v += 1) {
              for (let u = 0; u < 8; u += 1) {
                const px = (bx * 8 + u) * sh;
                const py = (by * 8 + v) * sv;
                let sum = 0;
                for (let dy = 0; dy < sv; dy += 1) {
                  for (let dx = 0; dx < sh; dx += 1) sum += plane[(py + dy) * mw + px + dx]!;
                }
                block[v * 8 + u] = sum * scale;
              }
            }
            const blockRow = (rect.mcuY + my) * c.v + by;
            const blockCol = (rect.mcuX + mx) * c.h + bx;
            forwardDct(block, quant, c.coefficients, (blockRow * c.blocksPerLine + blockCol) * 64);
          }
        }
      });
    }
  }
}
