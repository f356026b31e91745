// Reading only the MCUs the watermark needs (decision 282): the others are walked past for their DC
// values, and must end exactly where a full decode ends them; the kept scan's first run is copied as
// the file holds it. Each is checked against the full decode and the bit-by-bit copy.
import { describe, expect, it } from 'vitest';
import { JpegWriter } from '#shared/jpeg/bit-writer';
import { readCoefficients } from '#shared/jpeg/decode';
import { writeKeepingScan } from '#shared/jpeg/encode-keep';
import type { JpegFrame } from '#shared/jpeg/types';
import { neededMcus } from '#shared/original/regions';
import { cjpeg, photoPixels, sharpJpeg } from './sources';

const photo = photoPixels(640, 480, 3, 5, 40);
/** Grain strong enough for long codes, large magnitudes and runs of zeros (ZRL) at quality 100. */
const grainy = photoPixels(320, 240, 3, 9, 120);

/** A block of MCUs near the middle, as a watermark marks them. */
const marked = (f: JpegFrame) => {
  const marks = new Uint8Array(f.mcusPerLine * f.mcusPerColumn);
  for (let y = 3; y < 6; y++) marks.fill(1, y * f.mcusPerLine + 4, y * f.mcusPerLine + 9);
  return marks;
};

/** What the original-quality path reads for those marks. */
const someMcus = (f: JpegFrame) =>
  neededMcus(marked(f), {
    mcuWidth: 8 * f.maxH,
    mcuHeight: 8 * f.maxV,
    mcusPerLine: f.mcusPerLine,
    mcusPerColumn: f.mcusPerColumn,
  });

/**
 * The blocks where the partial read differs from what it should hold: the full read's coefficients in
 * the needed MCUs, its DC values alone in the MCU before each needed one, zeros elsewhere.
 */
function compare(full: JpegFrame, part: JpegFrame, needed: Uint8Array) {
  const wrong: string[] = [];
  full.components.forEach((c, ci) => {
    const p = part.components[ci]!.coefficients;
    const blocks = c.coefficients.length / 64;
    for (let b = 0; b < blocks; b++) {
      const bx = b % c.blocksPerLine;
      const by = Math.floor(b / c.blocksPerLine);
      const mcu = Math.floor(by / c.v) * full.mcusPerLine + Math.floor(bx / c.h);
      if (Math.floor(bx / c.h) >= full.mcusPerLine || Math.floor(by / c.v) >= full.mcusPerColumn) continue;
      for (let k = 0; k < 64; k++) {
        const kept = needed[mcu] || (k === 0 && needed[mcu + 1]);
        const want = kept ? c.coefficients[b * 64 + k] : 0;
        if (p[b * 64 + k] !== want) wrong.push(`component ${ci} block ${b} coefficient ${k}`);
      }
    }
  });
  return wrong;
}

describe('readCoefficients with the MCUs needed', () => {
  it.each([
    ['4:2:0, quality 85', () => cjpeg(photo, ['-quality', '85'])],
    ['4:2:2, quality 90', () => cjpeg(photo, ['-quality', '90', '-sample', '2x1'])],
    ['4:4:4, quality 80', () => cjpeg(photo, ['-quality', '80', '-sample', '1x1'])],
    ['grain at quality 100 (long codes, runs of zeros)', () => cjpeg(grainy, ['-quality', '100'])],
  ])('%s: same MCU starts; the needed MCUs whole, the DC values before each, zeros elsewhere', (_n, make) => {
    const file = make();
    const full = readCoefficients(file);
    let needed: Uint8Array = new Uint8Array(0);
    const part = readCoefficients(file, (f) => (needed = someMcus(f)));
    expect(part.partial).toBe(true);
    expect(needed.includes(0) && needed.includes(1)).toBe(true);
    expect([...part.sourceScan!.mcuStarts]).toEqual([...full.sourceScan!.mcuStarts]);
    expect(compare(full, part, needed).slice(0, 5)).toEqual([]);
  });

  it('skips with optimised tables too: the scan is coded again where they lack a symbol', async () => {
    const file = await sharpJpeg(photo, { quality: 85, optimiseCoding: true });
    const full = readCoefficients(file);
    let needed: Uint8Array = new Uint8Array(0);
    const part = readCoefficients(file, (f) => (needed = someMcus(f)));
    expect(part.partial).toBe(true);
    expect(part.sourceScan!.retable).toBeDefined();
    expect([...part.sourceScan!.mcuStarts]).toEqual([...full.sourceScan!.mcuStarts]);
    expect(compare(full, part, needed).slice(0, 5)).toEqual([]);
  });

  it('reads everything where the scan is not kept: progressive files, restart markers', () => {
    for (const file of [cjpeg(photo, ['-quality', '85', '-progressive']), cjpeg(photo, ['-restart', '1'])]) {
      const full = readCoefficients(file);
      const part = readCoefficients(file, someMcus);
      expect(part.partial).toBeFalsy();
      full.components.forEach((c, i) =>
        expect(
          Buffer.compare(
            Buffer.from(c.coefficients.buffer),
            Buffer.from(part.components[i]!.coefficients.buffer),
          ),
        ).toBe(0),
      );
    }
  });

  it('writes the same file from a partial read as from a full one', () => {
    const file = cjpeg(photo, ['-quality', '85']);
    const full = readCoefficients(file);
    const part = readCoefficients(file, someMcus);
    const changed = marked(full);
    expect(Buffer.compare(writeKeepingScan(part, changed)!, writeKeepingScan(full, changed)!)).toBe(0);
  });

  it('reads a small file as well after a big one: the thread memory they share keeps nothing of it', async () => {
    const small = cjpeg(photo, ['-quality', '85']);
    // Read whole: no walk, no shared memory.
    const whole = readCoefficients(small);
    const changed = marked(whole);
    const fresh = Buffer.from(writeKeepingScan(whole, changed)!);
    // The big file's scan, tables and walk fill the memory well past where the small one's end.
    const big = await sharpJpeg(photoPixels(1280, 960, 3, 9, 120), {
      quality: 100,
      chromaSubsampling: '4:4:4',
    });
    expect(readCoefficients(big, someMcus).partial).toBe(true);
    const after = readCoefficients(small, someMcus);
    expect(Buffer.compare(writeKeepingScan(after, changed)!, fresh)).toBe(0);
  });

  it('refuses a walker used after the next one was made: the memory holds the other file', () => {
    const first = readCoefficients(cjpeg(photo, ['-quality', '85']), someMcus).sourceScan!;
    readCoefficients(cjpeg(grainy, ['-quality', '100']), someMcus);
    expect(() => first.retable!(first.tables)).toThrow(/after the next one/);
  });
});

describe('JpegWriter.copyBits from the stuffed scan', () => {
  it('gives the bit-by-bit copy: aligned runs copied as stuffed, unaligned ones shifted', () => {
    const file = cjpeg(grainy, ['-quality', '100']);
    const scan = readCoefficients(file).sourceScan!;
    expect(scan.stuffed!.bytes.includes(0xff)).toBe(true);
    expect(scan.stuffed!.ffAt.length).toBeGreaterThan(0);
    const end = scan.mcuStarts.at(-1)!;
    const ranges: [number, number][] = [
      [0, 8 * 1000 + 5],
      [8 * 1000 + 5, 8 * 3000 + 3],
      [8 * 3000 + 3, end],
    ];
    const [a, b] = [new JpegWriter(16), new JpegWriter(16)];
    for (const [from, to] of ranges) {
      a.copyBits(scan.data, from, to, scan.stuffed);
      b.copyBits(scan.data, from, to);
    }
    a.endScan();
    b.endScan();
    const [x, y] = [a.result(), b.result()];
    expect(x.length).toBe(y.length);
    expect(Buffer.compare(x, y)).toBe(0);
    // The whole scan, aligned, is the file's own bytes.
    const whole = new JpegWriter(16);
    whole.copyBits(scan.data, 0, end, scan.stuffed);
    whole.endScan();
    expect(Buffer.compare(whole.result(), scan.stuffed!.bytes)).toBe(0);
  });
});

/** The file with one fill byte before the first stuffed 0xFF of its scan (FF FF 00: one data 0xFF). */
function withFillByte(file: Uint8Array): Uint8Array {
  const scanAt = file.findIndex((b, i) => b === 0xff && file[i + 1] === 0xda);
  const at = file.findIndex((b, i) => i > scanAt + 14 && b === 0xff && file[i + 1] === 0);
  const filled = new Uint8Array(file.length + 1);
  filled.set(file.subarray(0, at), 0);
  filled[at] = 0xff;
  filled.set(file.subarray(at), at + 1);
  return filled;
}

describe('a scan with fill bytes', () => {
  it('is kept bit for bit: its 0xFF bytes cannot be placed by count, so it is copied by bits', () => {
    const file = cjpeg(grainy, ['-quality', '100']);
    const filled = withFillByte(file);
    const plain = readCoefficients(file);
    expect(plain.sourceScan!.stuffed!.ffAt.length).toBeGreaterThan(0);
    const none = new Uint8Array(plain.mcusPerLine * plain.mcusPerColumn);
    // Read whole (bit-reader.ts's destuffing) and read skipping (skip-wasm.ts's).
    for (const frame of [readCoefficients(filled), readCoefficients(filled, someMcus)]) {
      expect(frame.sourceScan!.stuffed).toBeUndefined();
      expect(Buffer.compare(writeKeepingScan(frame, none)!, writeKeepingScan(plain, none)!)).toBe(0);
    }
  });
});

describe('the skipping read of a scan that ends early', () => {
  it.each([
    ['cut inside the scan', (f: Uint8Array) => f.subarray(0, Math.floor(f.length * 0.7))],
    [
      'cut after fill bytes',
      (f: Uint8Array) => Uint8Array.from([...f.subarray(0, f.length * 0.7), 0xff, 0xff]),
    ],
    [
      'ended by an RST marker',
      (f: Uint8Array) => Uint8Array.from([...f.subarray(0, f.length * 0.7), 0xff, 0xd3]),
    ],
  ])('%s: the same blocks as the whole read, and no scan to keep', (_n, cut) => {
    const file = cut(cjpeg(photo, ['-quality', '85']));
    const full = readCoefficients(file);
    let needed: Uint8Array = new Uint8Array(0);
    const part = readCoefficients(file, (f) => (needed = someMcus(f)));
    expect(part.partial).toBe(true);
    expect(full.sourceScan ?? part.sourceScan).toBeUndefined();
    expect(compare(full, part, needed).slice(0, 5)).toEqual([]);
  });
});
