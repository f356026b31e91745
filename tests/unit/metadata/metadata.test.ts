import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTiff, jpegWithExif } from '../../helpers/tiff-builder';
import { concat, memorySource, type ByteSource } from '#shared/metadata/bytes';
import { readJpegMetadata } from '#shared/metadata/jpeg';
import type { Part } from '#shared/metadata/model';
import { outputMetadata, readSourceMetadata, spliceMetadata } from '#shared/metadata/output';
import { extendedXmpGuid, pointerPacket, removeXmpLocation } from '#shared/metadata/xmp';
import { NO_METADATA } from '#shared/metadata/model';
import { cleanPhotoshopResources } from '#shared/metadata/iptc';

const SIZE = { width: 64, height: 48 };
const CAMERA = {
  IFD0: { Artist: 'Ada Lens', Copyright: '(c) 2026 Ada', Make: 'Canon', Model: 'EOS R5' },
  IFD2: {
    DateTimeOriginal: '2026:01:02 03:04:05',
    ExposureTime: '1/250',
    FNumber: '28/10',
    LensModel: 'RF 50mm',
  },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '48/1 51/1 2400/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '2/1 21/1 0/1',
  },
};

const photo = () => sharp({ create: { ...SIZE, channels: 3, background: '#808080' } });

async function assemble(encoded: Uint8Array, parts: Part[]): Promise<Buffer> {
  return Buffer.from(
    concat(parts.map((p) => (p instanceof Uint8Array ? p : encoded.subarray(p.from, p.to)))),
  );
}

async function exportLike(
  source: Uint8Array,
  type: string,
  format: string,
  removeLocation: boolean,
  size = SIZE,
) {
  const meta = await readSourceMetadata(memorySource(source), type);
  const encoded = new Uint8Array(
    await photo()
      .resize(size.width, size.height)
      .toFormat(format as 'jpeg')
      .toBuffer(),
  );
  const parts = await spliceMetadata(
    memorySource(encoded),
    format,
    outputMetadata(meta, { removeLocation, size, icc: null }),
    size,
  );
  return assemble(encoded, parts);
}

const parse = (b: Buffer) =>
  exifr.parse(b, {
    tiff: true,
    exif: true,
    gps: true,
    ifd1: true,
    xmp: true,
    iptc: true,
    mergeOutput: false,
    translateValues: false,
  });

describe('EXIF rebuilt into the output', () => {
  it('keeps the camera tags from a sharp JPEG, sets Orientation 1 and the output size, drops GPS by default', async () => {
    const src = await photo().withExif(CAMERA).jpeg().toBuffer();
    expect((await parse(src)).gps).toBeDefined();
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

const XMP = `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ex="http://ns.adobe.com/exif/1.0/" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/" xmlns:tiff="http://ns.adobe.com/tiff/1.0/"
 ex:GPSLatitude="48,51.4N" photoshop:City="Paris" photoshop:Credit="Ada" tiff:Orientation="6">
<ex:GPSLongitude>2,21.0E</ex:GPSLongitude><photoshop:Country/><photoshop:CountryCode>FR</photoshop:CountryCode>
<Iptc4xmpExt:LocationShown><rdf:Bag><rdf:li rdf:parseType="Resource"><Iptc4xmpExt:City>Paris</Iptc4xmpExt:City></rdf:li></rdf:Bag></Iptc4xmpExt:LocationShown>
<dc:rights><rdf:Alt><rdf:li xml:lang="x-default">(c) Ada</rdf:li></rdf:Alt></dc:rights>
</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

describe('XMP', () => {
  it('removes location in every RDF spelling and whatever the prefix, keeping the rest', () => {
    const out = removeXmpLocation(XMP);
    expect(out).not.toMatch(/GPS|City|LocationShown|photoshop:Country\b/);
    expect(out).toContain('photoshop:Credit="Ada"');
    expect(out).toContain('<photoshop:CountryCode>FR</photoshop:CountryCode>');
    expect(out).toContain('(c) Ada');
  });

  it('writes a packet bigger than a segment as extended XMP whose GUID is its MD5, read back whole', async () => {
    const big = XMP.replace(
      '</rdf:Description>',
      `<dc:description>${'history '.repeat(40_000)}</dc:description></rdf:Description>`,
    );
    const src = await photo().withXmp(XMP).jpeg().toBuffer();
    const meta = await readSourceMetadata(memorySource(src), 'image/jpeg');
    expect(meta.xmp).toContain('photoshop:Credit');
    const encoded = new Uint8Array(await photo().jpeg().toBuffer());
    const out = outputMetadata({ ...meta, xmp: big }, { removeLocation: false, size: SIZE, icc: null });
    const file = await assemble(encoded, await spliceMetadata(memorySource(encoded), 'jpeg', out, SIZE));
    const back = (await readJpegMetadata(memorySource(file)))!;
    expect(back.xmpExtended).toContain('history history');
    expect(back.xmp).toContain(`HasExtendedXMP="${extendedXmpGuid(back.xmpExtended!)}"`);
    expect(back.xmpExtended).toContain('tiff:Orientation="1"');
    expect((await sharp(file).metadata()).width).toBe(64);
  });
  // A GUID that is not the MD5: kept as given proves the unchanged packet is not hashed again.
  const KNOWN = 'F'.repeat(32);
  it('keeps the source GUID of an unchanged extended packet, and hashes a cleaned one again', async () => {
    const withCity = XMP.replace(' tiff:Orientation="6"', '').replace(
      '</rdf:Description>',
      `<dc:description>${'x'.repeat(100_000)}</dc:description></rdf:Description>`,
    );
    const encoded = new Uint8Array(await photo().jpeg().toBuffer());
    const write = async (xmp: string, removeLocation: boolean) => {
      const source = { ...NO_METADATA, xmp: pointerPacket(KNOWN), xmpExtended: xmp, xmpExtendedGuid: KNOWN };
      const out = outputMetadata(source, { removeLocation, size: SIZE, icc: null });
      const parts = await spliceMetadata(memorySource(encoded), 'jpeg', out, SIZE);
      return (await readJpegMetadata(memorySource(await assemble(encoded, parts))))!;
    };
    const kept = await write(withCity, false);
    const cleaned = await write(withCity, true);
    expect(kept.xmpExtendedGuid).toBe(KNOWN);
    expect(cleaned.xmpExtended).not.toContain('Paris');
    expect(cleaned.xmpExtendedGuid).toBe(extendedXmpGuid(cleaned.xmpExtended!));
    expect(cleaned.xmpExtendedGuid).not.toBe(kept.xmpExtendedGuid);
  });
});

function iptcResource(datasets: [number, string][]): Uint8Array {
  const iim = concat(
    datasets.map(([ds, v]) => Uint8Array.from([0x1c, 2, ds, 0, v.length, ...Buffer.from(v)])),
  );
  const head = Uint8Array.from([
    ...Buffer.from('8BIM'),
    0x04,
    0x04,
    0,
    0,
    0,
    0,
    iim.length >> 8,
    iim.length & 0xff,
  ]);
  const digest = Uint8Array.from([
    ...Buffer.from('8BIM'),
    0x04,
    0x25,
    0,
    0,
    0,
    0,
    0,
    16,
    ...new Uint8Array(16),
  ]);
  return concat([head, iim, new Uint8Array(iim.length & 1), digest]);
}

describe('IPTC', () => {
  it('drops the location datasets and the stale digest, keeps the byline and copyright', async () => {
    const irb = iptcResource([
      [80, 'Ada Lens'],
      [90, 'Paris'],
      [101, 'France'],
      [116, '(c) Ada'],
    ]);
    const cleaned = cleanPhotoshopResources(irb, true)!;
    const text = Buffer.from(cleaned).toString('latin1');
    expect(text).toContain('Ada Lens');
    expect(text).toContain('(c) Ada');
    expect(text).not.toMatch(/Paris|France/);
    expect(text.match(/8BIM/g)).toHaveLength(1);
    expect(cleanPhotoshopResources(irb, false)!.length).toBe(irb.length);
  });
});

describe('PNG and WEBP outputs', () => {
  it.each(['png', 'webp'])('%s carries EXIF, XMP and a profile that sharp and exifr read', async (format) => {
    const src = await photo().withExif(CAMERA).withXmp(XMP).withIccProfile('p3').jpeg().toBuffer();
    const meta = await readSourceMetadata(memorySource(src), 'image/jpeg');
    expect(meta.icc?.length).toBeGreaterThan(100);
    const encoded = new Uint8Array(
      await photo()
        .toFormat(format as 'png')
        .toBuffer(),
    );
    const source: ByteSource = memorySource(encoded);
    const out = outputMetadata(meta, { removeLocation: true, size: SIZE, icc: meta.icc });
    const file = await assemble(encoded, await spliceMetadata(source, format, out, SIZE));
    const m = await sharp(file).metadata();
    expect([m.format, m.width, m.height]).toEqual([format, 64, 48]);
    expect(m.icc && Buffer.compare(m.icc, Buffer.from(meta.icc!))).toBe(0);
    expect(m.xmp?.toString()).toContain('photoshop:Credit');
    // exifr reads no WEBP container: its EXIF chunk is a TIFF block, which exifr reads alone.
    const tags = await parse(format === 'webp' ? m.exif! : file);
    expect(tags.ifd0).toMatchObject({ Artist: 'Ada Lens', Orientation: 1 });
    expect(tags.gps).toBeUndefined();
    const { data } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    expect(data.length).toBe(64 * 48 * 3);
  });
});
