import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { memorySource } from '#shared/metadata/bytes';
import { readSourceMetadata } from '#shared/metadata/output';
import { withFreeBeforeMeta } from '../../fixtures/heif-boxes';

const avif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#808080' } })
    .withExif({ IFD0: { Artist: 'Ada Lens', Copyright: '(c) Ada' }, IFD2: { LensModel: 'RF 50mm' } })
    .withIccProfile('p3')
    .avif()
    .toBuffer();

describe('HEIF-family sources (AVIF written by sharp)', () => {
  // A muxer may put other boxes first; the reader seeks from box to box instead of reading a head.
  it('finds the meta box after 300 KB of other boxes', async () => {
    const file = withFreeBeforeMeta(await avif(), 300 * 1024);
    const meta = await readSourceMetadata(memorySource(new Uint8Array(file)), 'image/avif');
    const tags = await exifr.parse(Buffer.from(meta.exif!), { mergeOutput: false });
    expect(tags.ifd0).toMatchObject({ Artist: 'Ada Lens' });
    expect(meta.icc?.length).toBe((await sharp(file).metadata()).icc?.length);
  });

  it('reads the Exif item through iinf/iloc and the colr profile', async () => {
    const file = await avif();
    const meta = await readSourceMetadata(memorySource(new Uint8Array(file)), 'image/avif');
    expect(meta.exif).not.toBeNull();
    const tags = await exifr.parse(Buffer.from(meta.exif!), { mergeOutput: false, exif: true });
    expect(tags.ifd0).toMatchObject({ Artist: 'Ada Lens', Copyright: '(c) Ada' });
    expect(tags.exif).toMatchObject({ LensModel: 'RF 50mm' });
    const icc = (await sharp(file).metadata()).icc!;
    expect(Buffer.compare(Buffer.from(meta.icc!), icc)).toBe(0);
  });
});
