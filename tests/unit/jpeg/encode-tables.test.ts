// What writeBaseline puts around the scan: the segments in order and nothing else (no APPn, no DRI),
// 16-bit quantisation tables with an extended-sequential frame header, and refusals.

import { describe, expect, it } from 'vitest';
import { writeBaseline } from '#shared/jpeg/encode';
import { encodeMcus } from '#shared/jpeg/pixels';
import { JpegUnsupportedError } from '#shared/jpeg/types';
import { maxDifference, ourDecode, sharpDecode } from './compare';
import { emptyFrame, frameFromPixels, paddedRgba, qualityTable } from './frame-from-pixels';
import { frameComponents, markerSegments } from './jpeg-segments';
import { testPhoto } from './test-photo';

describe('writeBaseline segments', () => {
  it('writes SOI, DQT, SOF0, DHT, SOS, the scan and EOI, and no other segment', async () => {
    const photo = await testPhoto(64, 48, 3, 5);
    const jpeg = writeBaseline(frameFromPixels(photo.data, 3, 64, 48, '4:2:0', 75));
    expect(markerSegments(jpeg).map((s) => s.marker)).toEqual([0xdb, 0xc0, 0xc4, 0xda]);
    expect(Array.from(jpeg.subarray(-2))).toEqual([0xff, 0xd9]);
    // Inside the scan every 0xFF is stuffed: no marker, so no restart marker either.
    const sos = markerSegments(jpeg).at(-1)!;
    const scan = jpeg.subarray(sos.payload.byteOffset - jpeg.byteOffset + sos.payload.length, -2);
    for (let i = 0; i < scan.length; i += 1) if (scan[i] === 0xff) expect(scan[i + 1]).toBe(0);
  });

  it('writes 16-bit quantisation tables in an extended sequential frame that libjpeg-turbo decodes', async () => {
    const photo = await testPhoto(96, 64, 3, 6);
    // A chroma table with steps above 255: quality 90's table, coarser at high frequencies.
    const wide = qualityTable(true, 90).map((q, i) => (i > 20 ? q * 40 : q));
    expect(Math.max(...wide)).toBeGreaterThan(255);
    const rebuilt = emptyFrame(96, 64, '4:2:0', 90);
    rebuilt.quantTables[1] = wide;
    const rect = { mcuX: 0, mcuY: 0, mcusWide: rebuilt.mcusPerLine, mcusHigh: rebuilt.mcusPerColumn };
    const all = new Uint8Array(rect.mcusWide * rect.mcusHigh).fill(1);
    encodeMcus(rebuilt, rect, paddedRgba(photo.data, 3, 96, 64, rebuilt), all);
    const jpeg = writeBaseline(rebuilt);
    expect(frameComponents(jpeg).marker).toBe(0xc1);
    const dqt = markerSegments(jpeg).find((s) => s.marker === 0xdb)!.payload;
    expect([dqt[0], dqt[65]]).toEqual([0x00, 0x11]);
    const decoded = await sharpDecode(jpeg, 3);
    expect(maxDifference(ourDecode(rebuilt, 3).data, decoded.data)).toBeLessThanOrEqual(1);
  });

  it('refuses coefficients beyond the baseline range and sizes a JPEG cannot have', async () => {
    const photo = await testPhoto(16, 16, 1, 7);
    const frame = frameFromPixels(photo.data, 1, 16, 16, 'grey', 75);
    frame.components[0]!.coefficients[1] = 1024;
    expect(() => writeBaseline(frame)).toThrow(JpegUnsupportedError);
    expect(() => writeBaseline({ ...frame, width: 70000 })).toThrow(RangeError);
  });
});
