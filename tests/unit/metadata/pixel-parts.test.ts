// The browser's pixel path carries a photo's extended XMP from the head its compose worker read
// (decision 298): the output is the same file the server's splice makes, and what goes on by transfer
// is the run and little else, never pixel data read past it, nor a file held whole in memory.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blobReader, bytesReader, HeadReader } from '#shared/files';
import { readSourceMetadata, withMetadataBytes, type MetadataOptions } from '#shared/metadata';
import { withSourceMetadata } from '#client/export/worker/metadata';
import { outputBlob, transferables } from '#client/export/worker/output-data';
import { withExtendedXmp } from '../../helpers/extended-xmp';
import { grain } from '../../helpers/grain';

const XMP = 1.5 * 2 ** 20;
const OPTIONS: MetadataOptions = {
  format: 'jpeg',
  removeLocation: true,
  size: { width: 64, height: 48 },
  icc: null,
};

/** An APP2 segment that is not a profile (FlashPix data, as some cameras write), of `n` bytes. */
const flashPix = (n: number) =>
  Buffer.concat([Buffer.from([0xff, 0xe2, n >> 8, n & 0xff]), Buffer.alloc(n - 2, 7)]);

/** A grainy photo (hundreds of KB of pixel data) with extended XMP; `after` lies between it and the frame. */
async function source(after: Buffer[] = []): Promise<Uint8Array<ArrayBuffer>> {
  const jpeg = await grain(1200, 900).jpeg({ quality: 95 }).toBuffer();
  const rest = Buffer.concat([jpeg.subarray(0, 2), ...after, jpeg.subarray(2)]);
  return new Uint8Array(withExtendedXmp(rest, XMP, 3));
}

async function pixelOutput(file: Uint8Array, head: HeadReader) {
  const meta = await readSourceMetadata(head, 'image/jpeg');
  expect(meta.xmpExtendedRange).not.toBeNull();
  const encoded = new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer(),
  );
  const parts = await withSourceMetadata(new Blob([encoded]), meta, OPTIONS, head);
  const bytes = new Uint8Array(await outputBlob(parts, 'image/jpeg').arrayBuffer());
  const expected = await withMetadataBytes(encoded, meta, OPTIONS, file);
  const run = meta.xmpExtendedRange!.to - meta.xmpExtendedRange!.from;
  const moved = transferables(parts);
  return { bytes, expected, run, moved, carried: moved.reduce((n, b) => n + b.byteLength, 0) };
}

describe("the pixel path's extended XMP, from the head", () => {
  it('passes the head as read, without a copy, when it ends just past the run', async () => {
    const file = await source();
    const head = new HeadReader(blobReader(new Blob([file])));
    const out = await pixelOutput(file, head);
    expect(Buffer.compare(out.bytes, out.expected)).toBe(0);
    expect(out.moved).toContain((await head.upTo(0)).buffer);
    expect(out.carried).toBeLessThan(out.run + 256 * 1024);
  });

  it('copies the run where the head doubled past it into pixel data', async () => {
    // 130 KB of other segments after the XMP: the walk reads on past the run, doubling the head.
    const file = await source([flashPix(65_000), flashPix(65_000)]);
    const head = new HeadReader(blobReader(new Blob([file])));
    const out = await pixelOutput(file, head);
    expect(Buffer.compare(out.bytes, out.expected)).toBe(0);
    expect((await head.upTo(0)).buffer.byteLength).toBeGreaterThan(out.run * 1.5);
    expect(out.carried).toBeLessThan(out.run + 256 * 1024);
  });

  it('never moves a file held whole in memory, whose head is a view on it', async () => {
    const file = await source();
    const out = await pixelOutput(file, new HeadReader(bytesReader(file)));
    expect(Buffer.compare(out.bytes, out.expected)).toBe(0);
    expect(out.moved).not.toContain(file.buffer);
    expect(out.carried).toBeLessThan(out.run + 256 * 1024);
  });
});
