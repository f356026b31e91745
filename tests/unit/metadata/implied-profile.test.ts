// A camera set to Adobe RGB names it in EXIF (ColorSpace 65535, InteropIndex R03) and embeds no
// profile: the export takes the Adobe RGB profile as the photo's, the engine keeps its numbers and
// tags the output with it, EXIF still uncalibrated (decision 308).
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import exifr from 'exifr';
import { bytesReader } from '#shared/files';
import { readJpegHeader } from '#shared/files/jpeg-header';
import { exifSaysAdobeRgb, impliedProfileSegments, readSourceMetadata } from '#shared/metadata';
import { adobeRgbProfile } from '#shared/metadata/icc-build';
import { createPhotoEngine } from '#server/engine';
import { engineInput } from '../../helpers/engine-inputs';

const COLOUR = { r: 60, g: 160, b: 90 };

function camera(exif: Record<string, Record<string, string>>, icc?: string) {
  const img = sharp({ create: { width: 96, height: 64, channels: 3, background: COLOUR } }).withExif(exif);
  return (icc ? img.withIccProfile(icc) : img).jpeg({ quality: 95 }).toBuffer();
}
const ADOBE_EXIF = {
  IFD0: { Make: 'Nikon' },
  IFD2: { ColorSpace: '65535' },
  IFD4: { InteroperabilityIndex: 'R03' },
};

const engine = createPhotoEngine({ threads: 1 });
afterAll(() => engine.close());

describe('a profile named by EXIF', () => {
  it('is Adobe RGB only for ColorSpace 65535 with InteropIndex R03, and never over an embedded one', async () => {
    const iccOf = async (b: Buffer) => (await readSourceMetadata(bytesReader(b), 'image/jpeg')).icc;
    expect(await iccOf(await camera(ADOBE_EXIF))).toEqual(adobeRgbProfile());
    expect(await iccOf(await camera({ IFD2: { ColorSpace: '65535' } }))).toBeNull();
    expect(
      await iccOf(await camera({ IFD2: { ColorSpace: '1' }, IFD4: { InteroperabilityIndex: 'R98' } })),
    ).toBeNull();
    const embedded = await iccOf(await camera(ADOBE_EXIF, 'p3'));
    expect(embedded && Buffer.compare(Buffer.from(embedded), Buffer.from(adobeRgbProfile()))).not.toBe(0);
    // The decoders that convert colours get it as APP2 segments; a file with its own profile gets none.
    const segments = await impliedProfileSegments(
      await readJpegHeader(bytesReader(await camera(ADOBE_EXIF))),
    );
    expect(Buffer.concat(segments ?? []).includes('ICC_PROFILE\0')).toBe(true);
    expect(
      await impliedProfileSegments(await readJpegHeader(bytesReader(await camera(ADOBE_EXIF, 'p3')))),
    ).toBeNull();
  });

  it('reads a big-endian EXIF block too', () => {
    // IFD0 -> Exif IFD (ColorSpace, Interop pointer) -> Interop IFD (InteropIndex), offsets by hand.
    const block = (space: number) =>
      Uint8Array.from([
        ...[0x4d, 0x4d, 0, 42, 0, 0, 0, 8],
        ...[0, 1, 0x87, 0x69, 0, 4, 0, 0, 0, 1, 0, 0, 0, 26, 0, 0, 0, 0],
        ...[0, 2, 0xa0, 0x01, 0, 3, 0, 0, 0, 1, space >> 8, space & 0xff, 0, 0],
        ...[0xa0, 0x05, 0, 4, 0, 0, 0, 1, 0, 0, 0, 56, 0, 0, 0, 0],
        ...[0, 1, 0, 1, 0, 2, 0, 0, 0, 4, 0x52, 0x30, 0x33, 0, 0, 0, 0, 0],
      ]);
    expect(exifSaysAdobeRgb(block(0xffff))).toBe(true);
    expect(exifSaysAdobeRgb(block(1))).toBe(false);
  });

  it.each(['jpeg', 'png', 'avif'] as const)(
    'the engine keeps the numbers and tags the %s output Adobe RGB',
    async (format) => {
      const photo = await camera(ADOBE_EXIF);
      const out = await engine.compose(await engineInput(photo, 'image/jpeg', [], {}, { format }));
      const meta = await sharp(out.bytes).metadata();
      expect(meta.icc && Buffer.compare(meta.icc, Buffer.from(adobeRgbProfile()))).toBe(0);
      const exif = await exifr.parse(Buffer.from(out.bytes), {
        exif: true,
        interop: true,
        translateValues: false,
      });
      // AVIF outputs carry no EXIF (decision 309); the others keep it uncalibrated, R03.
      const kept = format === 'avif' ? [undefined, undefined] : [65535, 'R03'];
      expect([exif?.ColorSpace, exif?.InteropIndex]).toEqual(kept);
      const { data } = await sharp(out.bytes, { ignoreIcc: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const [r, g, b] = data;
      expect([r, g, b].map((v, i) => Math.abs(v! - [COLOUR.r, COLOUR.g, COLOUR.b][i]!) <= 3)).toEqual([
        true,
        true,
        true,
      ]);
    },
  );
});
