// sniffImage on files as cameras, phones and editors write them, made here with sharp: megabytes of
// metadata before the frame header, print profiles, every PNG kind, WEBP, AVIF, HEIC, broken files.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blobReader, bytesReader, type ByteReader } from '#shared/files/byte-reader';
import { readHeifInfo } from '#shared/files/heif-items';
import { heifColorSpace } from '#shared/files/isobmff';
import { sniffImage } from '#shared/files/sniff';
import { crc32 } from '#shared/metadata/crc32';
import { addProperties, box } from '../fixtures/heif-boxes';

const MB = 1024 * 1024;
const W = 384;
const H = 256;
const photo = () =>
  sharp({ create: { width: W, height: H, channels: 3, background: { r: 200, g: 120, b: 40 } } });

/** A JPEG segment (marker + length + body); a body over 65533 bytes does not fit one. */
function segment(marker: number, body: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** `size` bytes of XMP as extended-XMP style APP1 segments, inserted right after SOI. */
function withXmpBeforeFrame(jpeg: Buffer, size: number): Buffer {
  const parts: Buffer[] = [];
  const ns = Buffer.from('http://ns.adobe.com/xmp/extension/\0');
  for (let left = size; left > 0; left -= 65000) {
    const chunk = Buffer.alloc(Math.min(65000, left), 'x'.charCodeAt(0));
    parts.push(segment(0xe1, Buffer.concat([ns, chunk])));
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...parts, jpeg.subarray(2)]);
}

/** Every read is counted, to show the walk seeks rather than loads the file. */
function counting(reader: ByteReader) {
  const stats = { reads: 0, bytes: 0 };
  return {
    stats,
    reader: {
      size: reader.size,
      readAt: async (o: number, l: number) => {
        const b = await reader.readAt(o, l);
        stats.reads += 1;
        stats.bytes += b.length;
        return b;
      },
    } satisfies ByteReader,
  };
}

const asBlob = (b: Buffer) => blobReader(new Blob([new Uint8Array(b)]));

describe('sniffImage on real files', () => {
  it('finds the frame of a JPEG with 7 MB of XMP before it, reading a few KB', async () => {
    const jpeg = await photo()
      .withExif({ IFD0: { Artist: 'A. Photographer' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const big = withXmpBeforeFrame(jpeg, 7 * MB);
    expect(big.length).toBeGreaterThan(7 * MB);
    const { reader, stats } = counting(asBlob(big));
    expect(await sniffImage(reader)).toEqual({ type: 'image/jpeg', width: H, height: W });
    expect(stats.bytes).toBeLessThan(100 * 1024);
  });

  it('reads a CMYK JPEG with about 1 MB of print profile before the frame', async () => {
    const cmyk = await photo().toColourspace('cmyk').withIccProfile('cmyk').jpeg().toBuffer();
    // Padding the ICC to ~1 MB as big print profiles are: more APP2 segments before the frame.
    const pad = Array.from({ length: 16 }, () => segment(0xe2, Buffer.alloc(65000, 1)));
    const big = Buffer.concat([cmyk.subarray(0, 2), ...pad, cmyk.subarray(2)]);
    expect(big.length).toBeGreaterThan(MB);
    expect((await sharp(big).metadata()).channels).toBe(4);
    expect(await sniffImage(asBlob(big))).toEqual({ type: 'image/jpeg', width: W, height: H });
  });

  it.each([
    ['progressive', () => photo().jpeg({ progressive: true })],
    ['grey', () => photo().greyscale().jpeg()],
    ['4:4:4', () => photo().jpeg({ chromaSubsampling: '4:4:4' })],
  ])('reads a %s JPEG', async (_n, make) => {
    const buf = await make().toBuffer();
    expect(await sniffImage(bytesReader(buf))).toEqual({ type: 'image/jpeg', width: W, height: H });
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('turns the size of EXIF orientation %i', async (o) => {
    const buf = await photo().withMetadata({ orientation: o }).jpeg().toBuffer();
    const upright = o >= 5 ? { width: H, height: W } : { width: W, height: H };
    expect(await sniffImage(asBlob(buf))).toEqual({ type: 'image/jpeg', ...upright });
  });

  it.each([
    ['16-bit RGB', () => photo().toColourspace('rgb16').png()],
    ['palette', () => photo().png({ palette: true })],
    ['grey', () => photo().greyscale().png()],
    ['alpha', () => photo().ensureAlpha(0.5).png()],
  ])('reads a %s PNG', async (_n, make) => {
    const buf = await make().toBuffer();
    expect(await sniffImage(asBlob(buf))).toEqual({ type: 'image/png', width: W, height: H });
  });

  it.each([
    ['lossy', () => photo().webp()],
    ['lossless', () => photo().webp({ lossless: true })],
    ['with alpha', () => photo().ensureAlpha(0.5).webp()],
  ])('reads a %s WEBP', async (_n, make) => {
    const buf = await make().toBuffer();
    expect(await sniffImage(asBlob(buf))).toEqual({ type: 'image/webp', width: W, height: H });
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('gives PNG and WEBP sizes turned by EXIF orientation %i', async (o) => {
    // Stored W x H; orientations 5 to 8 show it H x W, as the browser (PNG) and the export (WEBP) do.
    const upright = o >= 5 ? { width: H, height: W } : { width: W, height: H };
    for (const format of ['png', 'webp'] as const) {
      const buf = await photo().withMetadata({ orientation: o })[format]().toBuffer();
      expect((await sharp(buf).metadata()).orientation ?? 1).toBe(o);
      expect(await sniffImage(asBlob(buf))).toEqual({ type: `image/${format}`, ...upright });
    }
  });

  it("reads a PNG's orientation past 3 MB of XMP without reading the XMP", async () => {
    const png = await photo().withMetadata({ orientation: 6 }).png().toBuffer();
    // An iTXt chunk of 3 MB right after IHDR (sharp writes no XMP into PNG), so before eXIf and IDAT.
    const body = Buffer.concat([Buffer.from('XML:com.adobe.xmp\0\0\0\0\0'), Buffer.alloc(3 * MB, 'x')]);
    const type = Buffer.from('iTXt');
    const size = Buffer.alloc(4);
    size.writeUInt32BE(body.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32([type, body]));
    const buf = Buffer.concat([png.subarray(0, 33), size, type, body, crc, png.subarray(33)]);
    expect(buf.indexOf('iTXt')).toBeLessThan(buf.indexOf('eXIf'));
    const { stats, reader } = counting(asBlob(buf));
    expect(await sniffImage(reader)).toEqual({ type: 'image/png', width: H, height: W });
    expect(stats.bytes).toBeLessThan(64 * 1024);
  });

  it('ignores a WEBP EXIF chunk the VP8X flags do not announce, as libvips does', async () => {
    const buf = await photo().withMetadata({ orientation: 6 }).webp().toBuffer();
    expect(buf.toString('latin1', 12, 16)).toBe('VP8X');
    const unflagged = Buffer.from(buf);
    unflagged[20] = unflagged[20]! & ~0x08;
    expect((await sharp(unflagged).metadata()).orientation ?? 1).toBe(1);
    expect(await sniffImage(asBlob(unflagged))).toEqual({ type: 'image/webp', width: W, height: H });
  });

  it('reads an AVIF by its brand and ispe', async () => {
    const buf = await photo().avif().toBuffer();
    expect(await sniffImage(asBlob(buf))).toEqual({ type: 'image/avif', width: W, height: H });
  });

  it('reads the HEIC fixtures: brand, ispe turned by irot, Display P3 from the nclx box', async () => {
    const read = (n: string) => fs.readFileSync(path.resolve('tests/fixtures', n));
    const p3 = read('quadrants-p3.heic');
    const rot = read('quadrants-rot.heic');
    expect(await sniffImage(asBlob(p3))).toEqual({ type: 'image/heic', width: 320, height: 240 });
    expect(await sniffImage(asBlob(rot))).toEqual({ type: 'image/heic', width: 240, height: 320 });
    const info = await readHeifInfo(asBlob(p3));
    expect(info?.colour).toEqual({ kind: 'nclx', primaries: 12, transfer: 13, matrix: 6 });
    expect(heifColorSpace(info?.colour)).toBe('display-p3');
  });

  it('tells HEIC, HEIF and AVIF apart by their ftyp brands', async () => {
    const ftyp = (major: string, ...compatible: string[]) =>
      Buffer.concat([
        Buffer.from([0, 0, 0, 16 + 4 * compatible.length]),
        Buffer.from(`ftyp${major}\0\0\0\0${compatible.join('')}`, 'latin1'),
      ]);
    const type = async (b: Buffer) => (await sniffImage(bytesReader(b)))?.type ?? null;
    expect(await type(ftyp('heic', 'mif1', 'heic'))).toBe('image/heic');
    expect(await type(ftyp('mif1', 'heix'))).toBe('image/heic');
    expect(await type(ftyp('mif1', 'miaf'))).toBe('image/heif');
    expect(await type(ftyp('avif', 'mif1', 'miaf'))).toBe('image/avif');
    expect(await type(ftyp('isom', 'mp41'))).toBe(null);
  });

  it('gives a null size, not a refusal, for headers that do not say: the decoder decides', async () => {
    const jpeg = await photo().jpeg().toBuffer();
    const heic = fs.readFileSync(path.resolve('tests/fixtures/quadrants-p3.heic'));
    const noSize = { width: null, height: null };
    // Cut inside the 7 MB of XMP, before the frame.
    const cut = withXmpBeforeFrame(jpeg, 2 * MB).subarray(0, MB);
    expect(await sniffImage(asBlob(cut))).toEqual({ type: 'image/jpeg', ...noSize });
    // A segment length that runs past the end, and garbage where a marker should be.
    expect(await sniffImage(bytesReader(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xf0, 1, 2])))).toEqual({
      type: 'image/jpeg',
      ...noSize,
    });
    expect(await sniffImage(bytesReader(Buffer.concat([jpeg.subarray(0, 20), Buffer.alloc(64, 7)])))).toEqual(
      {
        type: 'image/jpeg',
        ...noSize,
      },
    );
    // A HEIC cut inside its meta box.
    expect(await sniffImage(bytesReader(heic.subarray(0, 100)))).toEqual({ type: 'image/heic', ...noSize });
    // Stray bytes between segments (libjpeg skips them): the walk stops without a size.
    const first = 4 + jpeg.readUInt16BE(4);
    const stray = Buffer.concat([jpeg.subarray(0, first), Buffer.from([0, 0, 0]), jpeg.subarray(first)]);
    expect(await sniffImage(bytesReader(stray))).toEqual({ type: 'image/jpeg', ...noSize });
    // A HEIC cropped by clap: ispe is not the displayed size.
    const clap = Buffer.alloc(32);
    [200, 1, 160, 1, 0, 1, 0, 1].forEach((v, i) => clap.writeUInt32BE(v, i * 4));
    const cropped = addProperties(heic, [{ box: box('clap', clap), essential: true }]);
    expect(await sniffImage(bytesReader(cropped))).toEqual({ type: 'image/heic', ...noSize });
    // A PNG cut inside its IHDR.
    const png = await photo().png().toBuffer();
    expect(await sniffImage(bytesReader(png.subarray(0, 20)))).toEqual({ type: 'image/png', ...noSize });
  });
});
