// What the coefficient path must refuse (so the photo takes the pixel path) and what it must
// tolerate as libjpeg-turbo does. Refused kinds nobody here can encode (12-bit, lossless,
// hierarchical) are real files with their frame marker or precision byte changed.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readCoefficients } from '#shared/jpeg/decode';
import { JpegUnsupportedError, type JpegUnsupportedReason } from '#shared/jpeg/types';
import { coefficientDifference, componentSamples, maxDifference } from './check';
import { cjpeg, djpegLuma, photoPixels, sharpJpeg } from './sources';

const colour = photoPixels(96, 64);

function reasonOf(file: Uint8Array): JpegUnsupportedReason | 'read' {
  try {
    readCoefficients(file);
    return 'read';
  } catch (e) {
    if (e instanceof JpegUnsupportedError) return e.reason;
    throw e;
  }
}

/** The marker segments before the first scan: code, where the 0xFF is, where the segment ends. */
function segments(file: Buffer): { marker: number; at: number; end: number }[] {
  const out = [];
  let at = 2;
  for (;;) {
    const marker = file[at + 1]!;
    const end = at + 2 + file.readUInt16BE(at + 2);
    out.push({ marker, at, end });
    if (marker === 0xda) return out;
    at = end;
  }
}

const frameHeader = (file: Buffer) => segments(file).find((s) => s.marker >= 0xc0 && s.marker <= 0xc2)!;

function withFrameMarker(file: Buffer, marker: number): Buffer {
  const copy = Buffer.from(file);
  copy[frameHeader(copy).at + 1] = marker;
  return copy;
}

describe('readCoefficients refuses what the coefficient path does not handle', () => {
  it('refuses arithmetic coding, sequential and progressive', () => {
    expect(reasonOf(cjpeg(colour, ['-arithmetic']))).toBe('arithmetic');
    expect(reasonOf(cjpeg(colour, ['-arithmetic', '-progressive']))).toBe('arithmetic');
  });

  it('refuses 12-bit precision, lossless and hierarchical frames', async () => {
    const file = await sharpJpeg(colour, { quality: 80 });
    const twelve = Buffer.from(file);
    twelve[frameHeader(twelve).at + 4] = 12;
    expect(reasonOf(withFrameMarker(twelve, 0xc1))).toBe('precision');
    expect(reasonOf(withFrameMarker(file, 0xc3))).toBe('lossless');
    expect(reasonOf(withFrameMarker(file, 0xcb))).toBe('lossless');
    expect(reasonOf(withFrameMarker(file, 0xc5))).toBe('hierarchical');
    // A hierarchical file opens with a DHP segment (a frame header) before its frames.
    const dhp = Buffer.concat([
      file.subarray(0, 2),
      Buffer.from([0xff, 0xde, 0, 8, 8, 0, 64, 0, 96, 0]),
      file.subarray(2),
    ]);
    expect(reasonOf(dhp)).toBe('hierarchical');
  });

  it('refuses CMYK (4 components) and RGB JPEGs (no YCbCr transform)', async () => {
    const raw = { width: colour.width, height: colour.height, channels: colour.channels };
    const cmyk = await sharp(colour.data, { raw }).toColourspace('cmyk').jpeg().toBuffer();
    expect(reasonOf(cmyk)).toBe('components');
    const rgb = cjpeg(colour, ['-rgb']);
    expect(reasonOf(rgb)).toBe('colour-transform');
    expect(readCoefficients(cjpeg(colour, [])).adobeTransform).toBeNull();
  });

  it('refuses what is not a JPEG: a PNG, random bytes, nothing', async () => {
    const png = await sharp(colour.data, { raw: { width: 96, height: 64, channels: 3 } })
      .png()
      .toBuffer();
    expect(reasonOf(png)).toBe('not-jpeg');
    expect(reasonOf(new Uint8Array(0))).toBe('not-jpeg');
    expect(reasonOf(Uint8Array.from({ length: 5000 }, (_, i) => (i * 7919) % 251))).toBe('not-jpeg');
  });

  it('calls a file cut before its image data, or without Huffman tables, corrupt', async () => {
    const file = await sharpJpeg(colour, { quality: 80 });
    const sos = segments(file).at(-1)!;
    for (let cut = 2; cut < sos.end; cut += 7)
      expect(reasonOf(file.subarray(0, cut)), `cut at ${cut}`).toBe('corrupt');
    const noTables = Buffer.concat(
      segments(file).map((s) => (s.marker === 0xc4 ? Buffer.alloc(0) : file.subarray(s.at, s.end))),
    );
    const headless = Buffer.concat([file.subarray(0, 2), noTables, file.subarray(sos.end)]);
    expect(reasonOf(headless)).toBe('corrupt');
    expect(
      reasonOf(Buffer.concat([file.subarray(0, 2), Buffer.from('garbage that never reaches a marker')])),
    ).toBe('corrupt');
  });

  it('never throws anything else, nor hangs, on damaged files', async () => {
    const files = [
      await sharpJpeg(colour, { quality: 85 }),
      cjpeg(colour, ['-progressive', '-restart', '2B']),
    ];
    let seed = 12345;
    const rand = (n: number) => (seed = (seed * 1103515245 + 12345) >>> 0) % n;
    const reasons = new Set<string>();
    const started = performance.now();
    for (let i = 0; i < 400; i++) {
      const damaged = Buffer.from(files[i % 2]!);
      for (let j = 0; j <= rand(4); j++) damaged[rand(damaged.length)] = rand(256);
      reasons.add(reasonOf(damaged.subarray(0, i % 5 === 0 ? rand(damaged.length) : damaged.length)));
    }
    // reasonOf rethrows any other error; both outcomes occur.
    expect(reasons).toContain('read');
    expect(reasons).toContain('corrupt');
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});

describe('readCoefficients tolerates what libjpeg-turbo tolerates', () => {
  it.each([
    ['baseline 4:2:0', ['-sample', '2x2'], true],
    ['restart markers', ['-restart', '2B'], true],
    // Cut in a late scan, a progressive photo keeps its coarse bands everywhere.
    ['progressive', ['-progressive'], false],
  ])('a %s file cut inside its last scan decodes as djpeg shows it', (_name, args, greyBottom) => {
    const file = cjpeg(photoPixels(160, 120), args);
    const cut = file.subarray(0, Math.round(file.length * 0.7));
    const frame = readCoefficients(cut);
    expect(frame.truncated).toBe(true);
    expect(readCoefficients(file).truncated).toBeUndefined();
    expect(readCoefficients(file.subarray(0, file.length - 2)).truncated).toBe(true);
    expect(coefficientDifference(frame, readCoefficients(file))).not.toBeNull();
    const luma = djpegLuma(cut);
    expect(maxDifference(componentSamples(frame, 0).data, luma.data)).toBeLessThanOrEqual(1);
    // Past the cut, zero coefficients: the uniform grey libjpeg leaves there.
    if (greyBottom) expect(new Set(luma.data.subarray(luma.data.length - 160))).toEqual(new Set([128]));
  });

  it('stops a scan at an RSTn marker when the file declares no restart interval, as djpeg does', () => {
    const file = cjpeg(photoPixels(160, 120), ['-restart', '1']);
    const dri = segments(file).find((s) => s.marker === 0xdd)!;
    const undeclared = Buffer.concat([file.subarray(0, dri.at), file.subarray(dri.end)]);
    const frame = readCoefficients(undeclared);
    expect(frame.restartInterval).toBe(0);
    const luma = djpegLuma(undeclared);
    expect(maxDifference(componentSamples(frame, 0).data, luma.data)).toBeLessThanOrEqual(1);
    expect(new Set(luma.data.subarray(luma.data.length - 160))).toEqual(new Set([128]));
  });

  it('ignores data after EOI (a second image, as MPF appends) and 0xFF fill bytes before markers', async () => {
    const file = await sharpJpeg(colour, { quality: 80 });
    const frame = readCoefficients(file);
    const second = await sharpJpeg(photoPixels(40, 30), { quality: 50 });
    expect(coefficientDifference(readCoefficients(Buffer.concat([file, second])), frame)).toBeNull();
    const filled = Buffer.concat(
      segments(file).flatMap((s) => [Buffer.from([0xff, 0xff, 0xff]), file.subarray(s.at, s.end)]),
    );
    const padded = Buffer.concat([file.subarray(0, 2), filled, file.subarray(segments(file).at(-1)!.end)]);
    expect(padded.length).toBeGreaterThan(file.length);
    expect(coefficientDifference(readCoefficients(padded), frame)).toBeNull();
  });
});
