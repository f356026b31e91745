// PNG keeps its profile and may keep its XMP compressed: 1 MB of zlib can inflate to 1 GB.
import zlib from 'node:zlib';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { memorySource } from '#shared/metadata/bytes';
import { readSourceMetadata } from '#shared/metadata/output';
import { INFLATE_MAX, inflate } from '#shared/metadata/zlib';
import { pngChunk as chunk } from '../../helpers/png-chunks';

/** A PNG with a compressed iTXt XMP packet of `text`, right after IHDR. */
async function pngWithXmp(text: Buffer): Promise<Uint8Array> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .png()
    .toBuffer();
  const itxt = chunk(
    'iTXt',
    Buffer.concat([Buffer.from('XML:com.adobe.xmp\0\x01\x00\0\0', 'latin1'), zlib.deflateSync(text)]),
  );
  return new Uint8Array(Buffer.concat([png.subarray(0, 33), itxt, png.subarray(33)]));
}

it('reads a compressed XMP packet', async () => {
  const xmp = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>';
  const meta = await readSourceMetadata(memorySource(await pngWithXmp(Buffer.from(xmp))), 'image/png');
  expect(meta.xmp).toBe(xmp);
});

it('leaves out a chunk that inflates past its limit, without inflating all of it', async () => {
  // 128 MB of one letter: about 125 KB of zlib.
  const bomb = await pngWithXmp(Buffer.alloc(128 * 2 ** 20, 'a'));
  expect(bomb.length).toBeLessThan(2 ** 20);
  const before = process.memoryUsage().arrayBuffers;
  const meta = await readSourceMetadata(memorySource(bomb), 'image/png');
  expect(meta.xmp).toBeNull();
  expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(INFLATE_MAX + 32 * 2 ** 20);
  await expect(inflate(zlib.deflateSync(Buffer.alloc(2048)), 1024)).rejects.toThrow(RangeError);
});

it('inflates no text chunk but the XMP packet, so many compressed comments cost nothing', async () => {
  const png = await pngWithXmp(Buffer.from('<x:xmpmeta xmlns:x="adobe:ns:meta/"/>'));
  // 40 comments of 128 MB each, in some 5 MB: inflating each up to the limit took 12 s.
  const comment = chunk(
    'iTXt',
    Buffer.concat([
      Buffer.from('Comment\0\x01\x00\0\0', 'latin1'),
      zlib.deflateSync(Buffer.alloc(128 * 2 ** 20, 'a')),
    ]),
  );
  const crafted = Buffer.concat([png.subarray(0, 33), ...Array(40).fill(comment), png.subarray(33)]);
  const started = performance.now();
  const meta = await readSourceMetadata(memorySource(new Uint8Array(crafted)), 'image/png');
  expect(performance.now() - started).toBeLessThan(3000);
  expect(meta.xmp).toBe('<x:xmpmeta xmlns:x="adobe:ns:meta/"/>');
});
