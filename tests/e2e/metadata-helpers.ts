// Photos as cameras and editors write them, made with sharp plus hand-built segments sharp cannot
// write (EXIF with a thumbnail, IPTC, an ICC profile attached without converting the pixels).
import sharp from 'sharp';
import { buildTiff, jpegWithExif } from '../helpers/tiff-builder';

const segment = (marker: number, payload: Buffer) =>
  Buffer.concat([
    Buffer.from([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]),
    payload,
  ]);

/** The JPEG with extra segments right after SOI. */
export const withSegments = (jpeg: Buffer, ...segments: Buffer[]) =>
  Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);

/** An APP2 segment attaching `icc` (the pixels are not converted: they are taken to be in it). */
export const iccSegment = (icc: Buffer) =>
  segment(0xe2, Buffer.concat([Buffer.from('ICC_PROFILE\0'), Buffer.from([1, 1]), icc]));

/** Display P3, as sharp's own profile. */
export async function p3Profile(): Promise<Buffer> {
  const file = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
    .withIccProfile('p3')
    .jpeg()
    .toBuffer();
  return (await sharp(file).metadata()).icc!;
}

/** APP13 with IPTC byline (80), city (90), country (101), copyright (116). */
export function iptcSegment(): Buffer {
  const ds = (n: number, v: string) =>
    Buffer.concat([Buffer.from([0x1c, 2, n, 0, v.length]), Buffer.from(v)]);
  const iim = Buffer.concat([
    ds(80, 'Ada Lens'),
    ds(90, 'Paris'),
    ds(101, 'France'),
    ds(116, '(c) 2026 Ada Lens'),
  ]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(iim.length);
  const pad = Buffer.alloc(iim.length & 1);
  return segment(
    0xed,
    Buffer.concat([Buffer.from('Photoshop 3.0\0'), Buffer.from('8BIM\x04\x04\0\0'), size, iim, pad]),
  );
}

export const XMP = `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" xmlns:exif="http://ns.adobe.com/exif/1.0/" photoshop:City="Paris" photoshop:Credit="Ada Lens" exif:GPSLatitude="48,51.4N"><dc:rights><rdf:Alt><rdf:li xml:lang="x-default">(c) 2026 Ada Lens</rdf:li></rdf:Alt></dc:rights></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

const xmpSegment = (xml: string) =>
  segment(0xe1, Buffer.concat([Buffer.from('http://ns.adobe.com/xap/1.0/\0'), Buffer.from(xml)]));

/**
 * A camera file: 600×400 stored, EXIF Orientation 6 (upright 400×600), 20 EXIF tags in IFD0, Exif and
 * GPS, an IFD1 thumbnail, XMP and IPTC, each with location.
 */
export async function cameraJpeg(): Promise<Buffer> {
  const pixels = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#6080a0' } })
    .jpeg({ quality: 95 })
    .toBuffer();
  const thumbnail = await sharp(pixels).resize(160, 120).jpeg().toBuffer();
  const tiff = buildTiff({
    le: false,
    ifd0: [
      { tag: 0x010f, type: 2, values: 'Canon' },
      { tag: 0x0110, type: 2, values: 'Canon EOS R5' },
      { tag: 0x0112, type: 3, values: [6] },
      { tag: 0x011a, type: 5, values: [300, 1] },
      { tag: 0x011b, type: 5, values: [300, 1] },
      { tag: 0x0128, type: 3, values: [2] },
      { tag: 0x0131, type: 2, values: 'Firmware 1.8.1' },
      { tag: 0x0132, type: 2, values: '2026:01:02 03:04:05' },
      { tag: 0x013b, type: 2, values: 'Ada Lens' },
      { tag: 0x8298, type: 2, values: '(c) 2026 Ada Lens' },
    ],
    exif: [
      { tag: 0x829a, type: 5, values: [1, 250] },
      { tag: 0x829d, type: 5, values: [28, 10] },
      { tag: 0x8827, type: 3, values: [400] },
      { tag: 0x9003, type: 2, values: '2026:01:02 03:04:05' },
      { tag: 0x920a, type: 5, values: [50, 1] },
      { tag: 0xa002, type: 4, values: [600] },
      { tag: 0xa003, type: 4, values: [400] },
      { tag: 0xa434, type: 2, values: 'RF50mm F1.2 L USM' },
    ],
    gps: [
      { tag: 0x0001, type: 2, values: 'N' },
      { tag: 0x0002, type: 5, values: [48, 1, 51, 1, 24, 1] },
      { tag: 0x0003, type: 2, values: 'E' },
      { tag: 0x0004, type: 5, values: [2, 1, 21, 1, 0, 1] },
    ],
    thumbnail: new Uint8Array(thumbnail),
  });
  const withExif = Buffer.from(jpegWithExif(new Uint8Array(pixels), tiff));
  // EXIF stays first after SOI; XMP and IPTC follow it.
  const exifEnd = 4 + withExif.readUInt16BE(4);
  return Buffer.concat([
    withExif.subarray(0, exifEnd),
    xmpSegment(XMP),
    iptcSegment(),
    withExif.subarray(exifEnd),
  ]);
}

/** CIE Lab of every pixel, through the file's embedded profile. */
export async function lab(file: Buffer) {
  const { data, info } = await sharp(file)
    .toColourspace('lab')
    .raw({ depth: 'float' })
    .toBuffer({ resolveWithObject: true });
  const f = new Float32Array(data.buffer, data.byteOffset, data.length / 4);
  return (x: number, y: number) => {
    const i = (y * info.width + x) * info.channels;
    return [f[i]!, f[i + 1]!, f[i + 2]!] as const;
  };
}

export const deltaE = (a: readonly number[], b: readonly number[]) =>
  Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);

/** The same JPEG with its APP2 (ICC) segments moved to just before the scan (SOS). */
export function profileAfterFrame(jpeg: Buffer): Buffer {
  const icc: Buffer[] = [];
  const rest: Buffer[] = [jpeg.subarray(0, 2)];
  let at = 2;
  while (jpeg[at] === 0xff && jpeg[at + 1] !== 0xda) {
    const end = at + 2 + jpeg.readUInt16BE(at + 2);
    (jpeg[at + 1] === 0xe2 ? icc : rest).push(jpeg.subarray(at, end));
    at = end;
  }
  return Buffer.concat([...rest, ...icc, jpeg.subarray(at)]);
}
