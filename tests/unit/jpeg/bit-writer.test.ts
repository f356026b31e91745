// The scan copy: any bit range, at any alignment, comes out as the same bits with 0xFF bytes stuffed,
// however dense in 0xFF the source is (the writer grows as it goes).
import { describe, expect, it } from 'vitest';
import { JpegWriter } from '#shared/jpeg/bit-writer';

const bitAt = (b: Uint8Array, i: number) => (b[i >>> 3]! >> (7 - (i & 7))) & 1;

/** The scan's bytes without their stuffed zeros. */
function unstuff(scan: Uint8Array): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < scan.length; i++) {
    out.push(scan[i]!);
    if (scan[i] === 0xff) {
      expect(scan[i + 1]).toBe(0);
      i++;
    }
  }
  return Uint8Array.from(out);
}

describe('JpegWriter.copyBits', () => {
  it.each([
    ['all 0xFF', () => 0xff],
    ['noise', (i: number) => (i * 2654435761) >>> 24],
    ['0xFF, then bytes without one', (i: number) => (i < 12_000 ? 0xff : 0x5a)],
  ])('%s: bits out equal bits in, at odd offsets, stuffed', (_name, byte) => {
    const src = new Uint8Array(40_008);
    for (let i = 0; i < 40_000; i++) src[i] = byte(i);
    const view = new DataView(src.buffer);
    const out = new JpegWriter(16);
    const ranges: [number, number][] = [
      [3, 6],
      [11, 200_005],
      [200_010, 319_999],
    ];
    for (const [from, to] of ranges) out.copyBits(view, from, to);
    out.endScan();
    const got = unstuff(out.result());
    let at = 0;
    let wrong = 0;
    for (const [from, to] of ranges)
      for (let i = from; i < to; i++) wrong += bitAt(got, at++) ^ bitAt(src, i);
    expect(wrong).toBe(0);
    // The last byte is padded with 1-bits.
    while (at % 8) expect(bitAt(got, at++)).toBe(1);
    expect(got.length * 8).toBe(at);
  });
});
