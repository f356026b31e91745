import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { concat, memorySource, type ByteSource } from '#shared/metadata/bytes';
import { cleanPhotoshopResources } from '#shared/metadata/iptc';
import { readJpegMetadata } from '#shared/metadata/jpeg';
import { NO_METADATA } from '#shared/metadata/model';
import { outputMetadata, readSourceMetadata, spliceMetadata } from '#shared/metadata/output';
import { extendedXmpGuid, pointerPacket, removeXmpLocation } from '#shared/metadata/xmp';
import { CAMERA, SIZE, XMP, assemble, parse, photo } from './fixtures';

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
      const source = {
        ...NO_METADATA,
        xmp: pointerPacket(KNOWN),
        xmpExtended: xmp,
        xmpExtendedGuid: KNOWN,
        xmpExtendedBytes: new TextEncoder().encode(xmp),
      };
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
