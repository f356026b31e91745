import exifr from 'exifr';
import { describe, expect, it } from 'vitest';
import { rebuildExif } from '#shared/metadata/exif';
import { parseTiff } from '#shared/metadata/tiff';
import { buildTiff, jpegWithExif } from '../../helpers/tiff-builder';
import { CAMERA, exportLike, parse, photo } from './fixtures';

describe('EXIF rebuilt into the output', () => {
  it('keeps the camera tags from a sharp JPEG, sets Orientation 1 and the output size, drops GPS by default', async () => {
    const src = await photo().withExif(CAMERA).jpeg().toBuffer();
    const before = await parse(src);
    expect(before.gps).toBeDefined();
    expect(before.exif.ColorSpace).toBe(65535);
    const out = await parse(await exportLike(src, 'image/jpeg', 'jpeg', true, { width: 32, height: 24 }));
    expect(out.ifd0).toMatchObject({
      Artist: 'Ada Lens',
      Copyright: '(c) 2026 Ada',
      Make: 'Canon',
      Model: 'EOS R5',
      Orientation: 1,
    });
    expect(out.exif).toMatchObject({
      ExposureTime: 0.004,
      FNumber: 2.8,
      LensModel: 'RF 50mm',
      ExifImageWidth: 32,
      ExifImageHeight: 24,
      // Converted to sRGB by the browser (no profile carried over): no longer "uncalibrated".
      ColorSpace: 1,
    });
    expect(out.exif.DateTimeOriginal).toBeDefined();
    expect(out.gps).toBeUndefined();
  });

  it.each([true, false])(
    'rebuilds a big-endian=%s EXIF with a thumbnail: no IFD1, GPS kept when asked',
    async (big) => {
      const thumb = new Uint8Array(await photo().resize(16, 12).jpeg().toBuffer());
      const tiff = buildTiff({
        le: !big,
        ifd0: [
          { tag: 0x010f, type: 2, values: 'Nikon' },
          { tag: 0x0112, type: 3, values: [6] },
          { tag: 0x013b, type: 2, values: 'Ada Lens' },
          { tag: 0x8298, type: 2, values: '(c) Ada' },
        ],
        exif: [
          { tag: 0x829a, type: 5, values: [1, 125] },
          { tag: 0x9003, type: 2, values: '2026:01:02 03:04:05' },
          { tag: 0xa434, type: 2, values: 'NIKKOR Z 24-70mm' },
        ],
        gps: [
          { tag: 0x0001, type: 2, values: 'N' },
          { tag: 0x0002, type: 5, values: [48, 1, 51, 1, 24, 1] },
        ],
        thumbnail: thumb,
      });
      const src = jpegWithExif(new Uint8Array(await photo().jpeg().toBuffer()), tiff);
      const before = await parse(Buffer.from(src));
      expect(before.ifd1).toBeDefined();
      expect(await exifr.thumbnail(Buffer.from(src))).toBeDefined();
      const out = await exportLike(src, 'image/jpeg', 'jpeg', false);
      const after = await parse(out);
      expect(out.subarray(out.indexOf('Exif') + 6, out.indexOf('Exif') + 8).toString()).toBe(
        big ? 'MM' : 'II',
      );
      expect(after.ifd0).toMatchObject({
        Make: 'Nikon',
        Orientation: 1,
        Artist: 'Ada Lens',
        Copyright: '(c) Ada',
      });
      expect(after.exif).toMatchObject({
        ExposureTime: 0.008,
        LensModel: 'NIKKOR Z 24-70mm',
        ExifImageWidth: 64,
      });
      expect(after.gps).toMatchObject({ GPSLatitudeRef: 'N', GPSLatitude: [48, 51, 24] });
      expect(after.ifd1).toBeUndefined();
      expect(await exifr.thumbnail(out)).toBeUndefined();
    },
  );
});

// One JPEG segment of EXIF can hold 5,000 entries that each name the same 60 KB: copying every value
// would take 300 MB for a 64 KB block.
it('reads and rebuilds a block whose entries all name the same large value without copying it each time', () => {
  const entries = 5000;
  const tiff = new Uint8Array(8 + 2 + entries * 12 + 4 + 60_000);
  const view = new DataView(tiff.buffer);
  tiff.set([0x49, 0x49]);
  view.setUint16(2, 42, true);
  view.setUint32(4, 8, true);
  view.setUint16(8, entries, true);
  for (let i = 0; i < entries; i++) {
    const e = 10 + i * 12;
    view.setUint16(e, 0xc000 + i, true);
    view.setUint16(e + 2, 7, true);
    view.setUint32(e + 4, 60_000, true);
    view.setUint32(e + 8, tiff.length - 60_000, true);
  }
  const before = process.memoryUsage().arrayBuffers;
  const parsed = parseTiff(tiff);
  // Its rebuild would be 300 MB: found too big for a segment before any of it is made.
  const rebuilt = rebuildExif(tiff, { removeLocation: true, size: { width: 64, height: 48 }, srgb: true });
  const grown = process.memoryUsage().arrayBuffers - before;
  expect(parsed?.ifd0).toHaveLength(entries);
  expect(rebuilt).toBeNull();
  expect(grown).toBeLessThan(50 * 2 ** 20);
});
