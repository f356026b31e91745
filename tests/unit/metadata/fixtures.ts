// Shared pieces of the metadata unit tests: photos made with sharp, outputs assembled from parts.
import exifr from 'exifr';
import sharp from 'sharp';
import { concat, memorySource } from '#shared/metadata/bytes';
import type { Part } from '#shared/metadata/model';
import { outputMetadata, readSourceMetadata, spliceMetadata } from '#shared/metadata/output';

export const SIZE = { width: 64, height: 48 };
export const CAMERA = {
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

export const photo = () => sharp({ create: { ...SIZE, channels: 3, background: '#808080' } });

/** The output file from its parts; `source` is the photo that parts copied from the source refer to. */
export async function assemble(encoded: Uint8Array, parts: Part[], source?: Uint8Array): Promise<Buffer> {
  const range = (p: Exclude<Part, Uint8Array>) => {
    if (p.of !== 'source') return encoded.subarray(p.from, p.to);
    if (!source) throw new Error('a part copied from the source, but no source given');
    return source.subarray(p.from, p.to);
  };
  return Buffer.from(concat(parts.map((p) => (p instanceof Uint8Array ? p : range(p)))));
}

export async function exportLike(
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
  return assemble(encoded, parts, source);
}

export const parse = (b: Buffer) =>
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

export const XMP = `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ex="http://ns.adobe.com/exif/1.0/" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/" xmlns:tiff="http://ns.adobe.com/tiff/1.0/"
 ex:GPSLatitude="48,51.4N" photoshop:City="Paris" photoshop:Credit="Ada" tiff:Orientation="6">
<ex:GPSLongitude>2,21.0E</ex:GPSLongitude><photoshop:Country/><photoshop:CountryCode>FR</photoshop:CountryCode>
<Iptc4xmpExt:LocationShown><rdf:Bag><rdf:li rdf:parseType="Resource"><Iptc4xmpExt:City>Paris</Iptc4xmpExt:City></rdf:li></rdf:Bag></Iptc4xmpExt:LocationShown>
<dc:rights><rdf:Alt><rdf:li xml:lang="x-default">(c) Ada</rdf:li></rdf:Alt></dc:rights>
</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
