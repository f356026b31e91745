import exifr from 'exifr';
import { describe, expect, it } from 'vitest';
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
