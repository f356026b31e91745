// A source whose optimised tables lack a symbol the watermark's blocks need, read skipping. Where the
// tables have room, or their rarest codes can make it, they grow and keep the source's other codes,
// and only the MCUs holding a moved code are coded again (decision 293); else the whole scan is
// coded again with the tables completed (decision 292). Either way the file decodes (libjpeg-turbo,
// through sharp) to the source's pixels away from the changed MCUs.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readCoefficients } from '#shared/jpeg/decode';
import { writeKeepingScan } from '#shared/jpeg/encode-keep';
import { NONE, grownTables } from '#shared/jpeg/grow-tables';
import { huffmanCodes, type HuffmanSpec } from '#shared/jpeg/huffman-encode';
import { decodeMcuRect, encodeMcus } from '#shared/jpeg/pixels';
import { WALK_SEES_FROM } from '#shared/jpeg/skip';
import type { JpegFrame, McuRect, SourceScan } from '#shared/jpeg/types';
import { ZIGZAG_TO_NATURAL } from '#shared/jpeg/zigzag';
import { neededMcus } from '#shared/original/regions';
import { photoPixels, sharpJpeg } from './sources';

const rect: McuRect = { mcuX: 5, mcuY: 4, mcusWide: 7, mcusHigh: 3 };

const marksOf = (f: JpegFrame) => {
  const marks = new Uint8Array(f.mcusPerLine * f.mcusPerColumn);
  for (let y = rect.mcuY; y < rect.mcuY + rect.mcusHigh; y++)
    marks.fill(1, y * f.mcusPerLine + rect.mcuX, y * f.mcusPerLine + rect.mcuX + rect.mcusWide);
  return marks;
};

const grid = (f: JpegFrame) => ({
  mcuWidth: 8 * f.maxH,
  mcuHeight: 8 * f.maxV,
  mcusPerLine: f.mcusPerLine,
  mcusPerColumn: f.mcusPerColumn,
});

/** Paints the rectangle's MCUs red with white bars (strong edges: large coefficients). */
function paintBars(frame: JpegFrame): Uint8Array {
  const px = decodeMcuRect(frame, rect);
  const wide = rect.mcusWide * 8 * frame.maxH;
  for (let i = 0; i < px.length; i += 4) {
    const x = (i / 4) % wide;
    const bar = x % 23 < 5;
    [px[i], px[i + 1], px[i + 2]] = bar ? [255, 255, 255] : [255, 0, 0];
  }
  encodeMcus(frame, rect, px, new Uint8Array(rect.mcusWide * rect.mcusHigh).fill(1));
  return marksOf(frame);
}

/** Gives each block of the rectangle one coefficient, its run and size from every pair in turn. */
function everyRunAndSize(frame: JpegFrame): Uint8Array {
  let n = 0;
  for (const c of frame.components)
    for (let my = rect.mcuY; my < rect.mcuY + rect.mcusHigh; my++)
      for (let mx = rect.mcuX; mx < rect.mcuX + rect.mcusWide; mx++)
        for (let by = 0; by < c.v; by++)
          for (let bx = 0; bx < c.h; bx++, n++) {
            const at = ((my * c.v + by) * c.blocksPerLine + mx * c.h + bx) * 64;
            c.coefficients.fill(0, at + 1, at + 64);
            const [run, size] = [n % 16, 1 + ((n >> 4) % 10)];
            c.coefficients[at + ZIGZAG_TO_NATURAL[run + 1]!] = 2 ** (size - 1);
          }
  return marksOf(frame);
}

/** Symbol -> "length:code" for every symbol the table codes. */
function codes(s: HuffmanSpec): Map<number, string> {
  const { codes: c, lengths } = huffmanCodes(s);
  const out = new Map<number, string>();
  lengths.forEach((l, symbol) => l && out.set(symbol, `${l}:${c[symbol]}`));
  return out;
}

/** Of the source's codes, those the output codes otherwise, with their lengths in the source. */
function movedCodes(source: Uint8Array, out: Uint8Array): number[] {
  const [a, b] = [source, out].map((f) => readCoefficients(f).sourceScan!.tables);
  const lengths: number[] = [];
  a!.forEach((t, i) =>
    (['dc', 'ac'] as const).forEach((k) => {
      const after = codes(b![i]![k]);
      for (const [symbol, code] of codes(t[k]))
        if (after.get(symbol) !== code) lengths.push(Number(code.split(':')[0]));
    }),
  );
  return lengths;
}

const rgb = async (jpeg: Uint8Array) => (await sharp(jpeg).raw().toBuffer({ resolveWithObject: true })).data;

describe('a kept scan whose tables lack a symbol', () => {
  const smooth = { size: [640, 480], grain: 0, seed: 2, options: { quality: 60 }, mcu: [16, 16] } as const;
  it.each([
    [
      'smooth, 4:2:0, quality 60: the tables grow after their last code, none moves',
      smooth,
      paintBars,
      'none',
    ],
    [
      'grainy, 4:2:0, quality 92: the rarest codes make room, only they move',
      { size: [1024, 768], grain: 20, seed: 9, options: { quality: 92 }, mcu: [16, 16] },
      paintBars,
      'rarest',
    ],
    [
      'every run and size in the changed blocks: the tables are completed',
      smooth,
      everyRunAndSize,
      'completed',
    ],
  ] as const)('%s', async (_n, photo, change, expected) => {
    const [W, H] = photo.size;
    const [mw, mh] = photo.mcu;
    const pixels = photoPixels(W, H, 3, photo.seed, photo.grain);
    const source = await sharpJpeg(pixels, { ...photo.options, optimiseCoding: true });
    // Read whole (no walk to tell which MCUs hold a moved code), the scan is kept only where no code
    // moves: the tables grow after their last code.
    const whole = readCoefficients(source);
    const fromWhole = writeKeepingScan(whole, change(whole));
    if (expected === 'none') expect(fromWhole).not.toBeNull();
    else expect(fromWhole).toBeNull();
    const frame = readCoefficients(source, (f) => neededMcus(marksOf(f), grid(f)));
    expect(frame.partial).toBe(true);
    const out = writeKeepingScan(frame, change(frame));
    expect(out).not.toBeNull();
    const moved = movedCodes(source, out!);
    if (expected === 'none') expect(moved).toEqual([]);
    if (expected === 'rarest') {
      expect(moved.length).toBeGreaterThan(0);
      expect(moved.every((l) => l >= WALK_SEES_FROM && l < 16)).toBe(true);
    }
    if (expected === 'completed') {
      const tables = readCoefficients(out!).sourceScan!.tables;
      expect(tables.map((t) => [t.dc.values.length, t.ac.values.length])).toEqual([
        [12, 162],
        [12, 162],
        [12, 162],
      ]);
    }
    const [a, b] = [await rgb(source), await rgb(out!)];
    const bad: string[] = [];
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        const near =
          x >= (rect.mcuX - 1) * mw &&
          x < (rect.mcuX + rect.mcusWide + 1) * mw &&
          y >= (rect.mcuY - 1) * mh &&
          y < (rect.mcuY + rect.mcusHigh + 1) * mh;
        const i = (y * W + x) * 3;
        if (!near && (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2])) bad.push(`${x},${y}`);
      }
    expect(bad.slice(0, 5)).toEqual([]);
    if (change === paintBars) {
      const centre = ((rect.mcuY + 1) * mh * W + (rect.mcuX + 3) * mw + 10) * 3;
      expect(b[centre]).toBeGreaterThan(230);
      expect(b[centre + 1]).toBeLessThan(25);
    }
    // The grown tables cost next to nothing: the changed blocks are most of the growth.
    expect(out!.length).toBeLessThan(source.length * 1.25);
  });
});

/** The scan's bits, MCU starts, stuffed bytes and the places of their 0xFF bytes, as one value. */
function scanOf(scan: SourceScan) {
  const bytes = Math.ceil(scan.mcuStarts.at(-1)! / 8);
  return {
    starts: [...scan.mcuStarts],
    bits: Buffer.from(scan.data.buffer, scan.data.byteOffset, bytes).toString('base64'),
    stuffed: Buffer.from(scan.stuffed!.bytes.subarray(0, scan.stuffed!.bytes.length - 2)).toString('base64'),
    ffAt: [...scan.stuffed!.ffAt],
  };
}

describe('a scan coded again from its moved codes on', () => {
  it('is the scan coded again whole with the same tables, bit for bit', async () => {
    const source = await sharpJpeg(photoPixels(1024, 768, 3, 9, 20), { quality: 92, optimiseCoding: true });
    const read = () => readCoefficients(source, (f) => neededMcus(marksOf(f), grid(f))).sourceScan!;
    const src = read();
    // Twelve AC symbols each AC table lacks (a run and a size of 1 to 10): their rarest codes move.
    const lacking = (s: HuffmanSpec) =>
      Array.from({ length: 256 }, (_, i) => i)
        .filter((x) => (x & 15) > 0 && (x & 15) <= 10 && !s.values.includes(x))
        .slice(0, 12);
    const missing = [[], lacking(src.tables[0]!.ac), [], lacking(src.tables[1]!.ac)];
    const grown = grownTables(src.tables, missing, WALK_SEES_FROM)!;
    expect(grown.moved[1]).toBeLessThan(NONE);
    expect(grown.moved[3]).toBeLessThan(NONE);
    // Taken before the next read, which reuses the thread's WebAssembly memory (decision 294).
    const part = scanOf(src.retable!(grown.tables, grown.moved)!);
    const whole = scanOf(read().retable!(grown.tables)!);
    expect(part.bits.length).toBeGreaterThan(100_000);
    expect(part).toEqual(whole);
  });
});

describe('the scan coded again with its own tables', () => {
  it('is the same scan: bits, MCU starts, stuffed bytes and the places of their 0xFF bytes', async () => {
    const source = await sharpJpeg(photoPixels(640, 480, 3, 9, 120), { quality: 95, optimiseCoding: true });
    const src = readCoefficients(source, (f) => neededMcus(marksOf(f), grid(f))).sourceScan!;
    const again = src.retable!(src.tables)!;
    expect([...again.mcuStarts]).toEqual([...src.mcuStarts]);
    const bytes = Math.ceil(src.mcuStarts.at(-1)! / 8);
    const view = (d: DataView) => Buffer.from(d.buffer, d.byteOffset, bytes);
    expect(Buffer.compare(view(again.data), view(src.data))).toBe(0);
    expect(src.stuffed!.ffAt.length).toBeGreaterThan(10);
    expect([...again.stuffed!.ffAt]).toEqual([...src.stuffed!.ffAt]);
    // All but the last byte, whose padding bits the source's encoder set to ones.
    const whole = again.stuffed!.bytes.length - 2;
    expect(
      Buffer.compare(again.stuffed!.bytes.subarray(0, whole), src.stuffed!.bytes.subarray(0, whole)),
    ).toBe(0);
  });
});
