import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { memorySource } from '#shared/metadata/bytes';
import { readSourceMetadata } from '#shared/metadata/output';
import { box, withFreeBeforeMeta } from '../../fixtures/heif-boxes';

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

// A few KB that claim millions of item pieces: an upload the API accepts by its brand, and whose
// metadata is read before anything else (text tokens read it in the job runner's own process).
it('reads a crafted iloc of thousands of items with 65,535 empty extents each in one pass', async () => {
  const full = (type: string, version: number, body: Buffer) =>
    box(type, Buffer.concat([Buffer.from([version, 0, 0, 0]), body]));
  const items = 2000;
  const entries = Buffer.alloc(items * 8);
  for (let i = 0; i < items; i++) {
    entries.writeUInt16BE(1 + (i % 2), i * 8); // the Exif item's id among others
    entries.writeUInt16BE(0xffff, i * 8 + 6); // method 0, data reference 0, then 65,535 extents
  }
  const infe = full('infe', 2, Buffer.from('\0\x01\0\0Exif\0', 'latin1'));
  const meta = full(
    'meta',
    0,
    Buffer.concat([
      full('iinf', 0, Buffer.concat([Buffer.from([0, 1]), infe])),
      // Offset, length, base and index fields all 0 bytes wide: the extents take no room.
      full('iloc', 1, Buffer.concat([Buffer.from([0, 0, items >> 8, items & 0xff]), entries])),
    ]),
  );
  const file = Buffer.concat([box('ftyp', Buffer.from('avif\0\0\0\0avifmif1', 'latin1')), meta]);
  const start = performance.now();
  const read = await readSourceMetadata(memorySource(new Uint8Array(file)), 'image/avif');
  expect(read.exif).toBeNull();
  expect(performance.now() - start).toBeLessThan(1000);
});
