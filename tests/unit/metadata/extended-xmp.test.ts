// Extended XMP of megabytes (an editor's history) on the export's fast path: its bytes checked for
// anything the output rewrites, its segments copied from the source file as they are, its head read
// once for every parser. Photos made with sharp, XMP spliced as editors write it.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HeadReader, sniffImage, type ByteReader } from '#shared/files';
import { memorySource } from '#shared/metadata/bytes';
import { readJpegMetadata } from '#shared/metadata/jpeg';
import { NO_METADATA, type Part, type SourceMetadata } from '#shared/metadata/model';
import { outputMetadata, readSourceMetadata, spliceMetadata } from '#shared/metadata/output';
import { extendedXmpGuid, xmpMayChange } from '#shared/metadata/xmp';
import { extendedXmpOf, withExtendedXmp, type ExtendedXmpOptions } from '../../helpers/extended-xmp';
import { grain } from '../../helpers/grain';
import { SIZE, assemble, photo } from './fixtures';

const BYTES = 1.5 * 2 ** 20;
const COMMENT = Buffer.from([0xff, 0xfe, 0, 6, 0x68, 0x69, 0x21, 0x21]);

async function source(options: ExtendedXmpOptions = {}, jpeg?: Buffer) {
  return new Uint8Array(withExtendedXmp(jpeg ?? (await photo().jpeg().toBuffer()), BYTES, 7, options));
}

/** Grain, so the pixel data after the XMP weighs several hundred kilobytes. */
const grainy = () => grain(1200, 900).jpeg({ quality: 95 }).toBuffer();

/** The export's steps on `src`: read, clean for the output, splice into a freshly encoded JPEG. */
async function exportJpeg(src: Uint8Array, removeLocation: boolean, meta?: SourceMetadata) {
  const read = meta ?? (await readSourceMetadata(memorySource(src), 'image/jpeg'));
  const encoded = new Uint8Array(await photo().jpeg().toBuffer());
  const out = outputMetadata(read, { removeLocation, size: SIZE, icc: null });
  const parts = await spliceMetadata(memorySource(encoded), 'jpeg', out, SIZE);
  const file = await assemble(encoded, parts, src);
  return { read, out, parts, file, back: (await readJpegMetadata(memorySource(file)))! };
}

const fromSource = (parts: Part[]) => parts.filter((p) => !(p instanceof Uint8Array) && p.of === 'source');
const text = (b: Uint8Array | null) => Buffer.from(b ?? []).toString('utf8');

describe('extended XMP', () => {
  it('copies an edit history as the source wrote it: its segments sliced from the source, same GUID', async () => {
    const src = await source();
    const { read, parts, file, back } = await exportJpeg(src, true);
    const range = read.xmpExtendedRange!;
    expect(range.to - range.from).toBeGreaterThan(BYTES);
    expect(fromSource(parts)).toEqual([{ ...range, of: 'source' }]);
    expect(file.indexOf(Buffer.from(src.subarray(range.from, range.to)))).toBeGreaterThan(0);
    expect(text(back.xmpExtendedBytes)).toBe(extendedXmpOf(BYTES, 7).toString('utf8'));
    expect(back.xmpExtendedGuid).toBe(read.xmpExtendedGuid);
    expect(back.xmpExtendedGuid).toBe(extendedXmpGuid(back.xmpExtended!));
    expect(back.xmp).toContain(`HasExtendedXMP="${read.xmpExtendedGuid}"`);
    expect(back.xmp).toContain('Bench Photographer');
    expect(await sharp(file).metadata()).toMatchObject({ format: 'jpeg', ...SIZE });
  });

  it('never decodes a packet whose bytes name nothing the output rewrites', async () => {
    const src = await source();
    const read = await readSourceMetadata(memorySource(src), 'image/jpeg');
    const untouchable: SourceMetadata = {
      ...NO_METADATA,
      xmp: read.xmp,
      xmpExtendedGuid: read.xmpExtendedGuid,
      xmpExtendedBytes: read.xmpExtendedBytes,
      xmpExtendedRange: read.xmpExtendedRange,
      get xmpExtended(): string {
        throw new Error('the extended packet was decoded');
      },
    };
    const { out } = await exportJpeg(src, true, untouchable);
    expect(out.xmpExtended).toBeNull();
    expect(out.xmpExtendedSource?.range).toEqual(read.xmpExtendedRange);
  });

  it('removes location from an extended packet: rewritten from its text and hashed again', async () => {
    const src = await source({ location: true });
    const { read, parts, back } = await exportJpeg(src, true);
    expect(read.xmpExtended).toContain('<photoshop:City>Paris</photoshop:City>');
    expect(fromSource(parts)).toEqual([]);
    expect(back.xmpExtended).not.toMatch(/Paris|GPSLatitude/);
    expect(back.xmpExtended).toContain('stEvt:softwareAgent="Adobe Photoshop 25.0 (Macintosh)"');
    expect(back.xmpExtendedGuid).toBe(extendedXmpGuid(back.xmpExtended!));
    expect(back.xmpExtendedGuid).not.toBe(read.xmpExtendedGuid);
    expect(back.xmp).toContain(`HasExtendedXMP="${back.xmpExtendedGuid}"`);
  });

  it('keeps location when asked, copied as is, though its namespaces made the text be checked', async () => {
    const src = await source({ location: true });
    const { read, parts, back } = await exportJpeg(src, false);
    expect(fromSource(parts)).toHaveLength(1);
    expect(back.xmpExtendedGuid).toBe(read.xmpExtendedGuid);
    expect(text(back.xmpExtendedBytes)).toBe(extendedXmpOf(BYTES, 7, { location: true }).toString('utf8'));
  });

  it('writes from the bytes when the segments are not one clean run (another segment between)', async () => {
    const src = await source({ between: COMMENT });
    const { read, parts, back } = await exportJpeg(src, true);
    expect(read.xmpExtendedRange).toBeNull();
    expect(fromSource(parts)).toEqual([]);
    expect(back.xmpExtendedGuid).toBe(read.xmpExtendedGuid);
    expect(text(back.xmpExtendedBytes)).toBe(extendedXmpOf(BYTES, 7).toString('utf8'));
  });

  const history = extendedXmpOf(64 * 1024, 1);
  const withUri = (uri: string, at: 'start' | 'end') =>
    new Uint8Array(Buffer.concat(at === 'start' ? [Buffer.from(uri), history] : [history, Buffer.from(uri)]));
  it.each([
    ['http://ns.adobe.com/tiff/1.0/', false, true],
    ['http://ns.adobe.com/exif/1.0/', false, true],
    ['http://ns.adobe.com/photoshop/1.0/', false, false],
    ['http://ns.adobe.com/photoshop/1.0/', true, true],
    ['http://iptc.org/std/Iptc4xmpCore/1.0/xmlns/', true, true],
    ['http://iptc.org/std/Iptc4xmpExt/2008-02-29/', true, true],
    ['http://iptc.org/std/Iptc4xmpExt/2008-02-29/', false, false],
    ['http://purl.org/dc/elements/1.1/', true, false],
  ])('finds %s in the bytes (remove location: %s): %s', (uri, removeLocation, expected) => {
    expect(xmpMayChange(withUri(uri, 'start'), removeLocation)).toBe(expected);
    expect(xmpMayChange(withUri(uri, 'end'), removeLocation)).toBe(expected);
  });

  it('finds a URI at any offset, however the bytes lie in their buffer', () => {
    const uri = Buffer.from('http://ns.adobe.com/tiff/1.0/');
    for (let shift = 0; shift < 4; shift++)
      for (let at = 0; at < 12; at++)
        for (const tail of [0, 1, 2, 3, 9]) {
          const buf = new Uint8Array(shift + at + uri.length + tail).fill(0x2f);
          buf.set(uri, shift + at);
          const hay = buf.subarray(shift);
          expect(xmpMayChange(hay, false)).toBe(true);
          // The same bytes with one letter of the URI changed hold nothing to find.
          const other = hay.slice();
          other[at + 12] = 0x5f;
          expect(xmpMayChange(other, false)).toBe(false);
        }
  });

  it('finds nothing to rewrite in an edit history', () => {
    expect(xmpMayChange(new Uint8Array(history), true)).toBe(false);
  });

  it('reads the head once for the metadata and the size check, and never the pixel data', async () => {
    const src = await source({}, await grainy());
    const reads: [number, number][] = [];
    const file: ByteReader = {
      size: src.length,
      readAt: async (offset, length) => {
        reads.push([offset, length]);
        return src.subarray(offset, offset + length);
      },
    };
    const head = new HeadReader(file);
    const meta = await readSourceMetadata(head, 'image/jpeg');
    const sniffed = await sniffImage(head);
    expect(sniffed).toEqual({ type: 'image/jpeg', width: 1200, height: 900 });
    expect(reads.length).toBeLessThanOrEqual(2);
    // The scan starts just after the XMP: the head is read up to there and a little more, not on.
    const readTo = Math.max(...reads.map(([o, l]) => o + l));
    expect(readTo - meta.xmpExtendedRange!.to).toBeLessThanOrEqual(70 * 1024);
    expect(src.length - readTo).toBeGreaterThan(200 * 1024);
  });
});

// A few KB that claim a 4 GB packet: the reader made a 4 GB buffer for it, and the export then failed.
it('leaves out an extended packet its segments do not cover, whatever total its header claims', async () => {
  const file = Buffer.from(await source());
  const ns = Buffer.from('http://ns.adobe.com/xmp/extension/\0', 'latin1');
  const totalAt = file.indexOf(ns) + ns.length + 32;
  file.writeUInt32BE(0xfffffff0, totalAt);
  const before = process.memoryUsage().arrayBuffers;
  const meta = await readSourceMetadata(memorySource(new Uint8Array(file)), 'image/jpeg');
  expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * 2 ** 20);
  expect(meta.xmpExtendedBytes).toBeNull();
  expect(meta.xmp).toContain('HasExtendedXMP');
  const out = outputMetadata(meta, { removeLocation: true, size: SIZE, icc: null });
  expect(out.xmp).toContain('Bench Photographer');
});

it('leaves out an extended packet whose parts add up to its total but repeat one place, leaving a gap', async () => {
  const file = Buffer.from(await source());
  const ns = Buffer.from('http://ns.adobe.com/xmp/extension/\0', 'latin1');
  const second = file.indexOf(ns, file.indexOf(ns) + 1);
  file.writeUInt32BE(0, second + ns.length + 36);
  const meta = await readSourceMetadata(memorySource(new Uint8Array(file)), 'image/jpeg');
  expect(meta.xmpExtendedBytes).toBeNull();
  const whole = await readSourceMetadata(memorySource(await source()), 'image/jpeg');
  expect(whole.xmpExtendedBytes?.length).toBeGreaterThanOrEqual(BYTES);
});
