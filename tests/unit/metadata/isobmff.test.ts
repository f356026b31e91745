import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { memorySource } from '#shared/metadata/bytes';
import { readSourceMetadata } from '#shared/metadata/output';

describe('HEIF-family sources (AVIF written by sharp)', () => {
  it('reads the Exif item through iinf/iloc and the colr profile', async () => {
    const file = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#808080' } })
      .withExif({ IFD0: { Artist: 'Ada Lens', Copyright: '(c) Ada' }, IFD2: { LensModel: 'RF 50mm' } })
      .withIccProfile('p3')
      .avif()
      .toBuffer();
    const meta = await readSourceMetadata(memorySource(new Uint8Array(file)), 'image/avif');
    expect(meta.exif).not.toBeNull();
    const tags = await exifr.parse(Buffer.from(meta.exif!), { mergeOutput: false, exif: true });
    expect(tags.ifd0).toMatchObject({ Artist: 'Ada Lens', Copyright: '(c) Ada' });
    expect(tags.exif).toMatchObject({ LensModel: 'RF 50mm' });
    const icc = (await sharp(file).metadata()).icc!;
    expect(Buffer.compare(Buffer.from(meta.icc!), icc)).toBe(0);
  });
});
