// WEBP: EXIF, XMP and ICCP chunks read wherever they are (EXIF and XMP follow the image data);
// written by making the file VP8X (extended) with the flags and canvas size it then needs.
import { asciiBytes, concat, le32, u32le, utf8, utf8Bytes, type ByteSource } from './bytes';
import { NO_METADATA, type OutputMetadata, type Part, type SourceMetadata } from './model';
import { extendedXmpText, mergeXmp } from './xmp';
import { webpChunks as chunks, webpExifTiff, type WebpChunk } from '../files/chunks';

type Chunk = WebpChunk;

const data = (source: ByteSource, c: Chunk) => source.readAt(c.at + 8, c.size);

export async function readWebpMetadata(source: ByteSource): Promise<SourceMetadata | null> {
  const list = await chunks(source);
  if (!list) return null;
  const meta: SourceMetadata = { ...NO_METADATA };
  for (const c of list) {
    if (c.fourcc === 'EXIF' && !meta.exif) {
      meta.exif = webpExifTiff(await data(source, c)).slice();
    } else if (c.fourcc === 'XMP ' && !meta.xmp) meta.xmp = utf8(await data(source, c));
    else if (c.fourcc === 'ICCP' && !meta.icc) meta.icc = (await data(source, c)).slice();
  }
  return meta;
}

function chunk(fourcc: string, body: Uint8Array): Uint8Array {
  return concat([asciiBytes(fourcc), le32(body.length), body, new Uint8Array(body.length & 1)]);
}

const FLAG = { icc: 0x20, alpha: 0x10, exif: 0x08, xmp: 0x04, animation: 0x02 };

/** Whether a VP8L bitstream says it uses alpha (bit 28 after its signature byte). */
async function losslessAlpha(source: ByteSource, c: Chunk): Promise<boolean> {
  const h = await source.readAt(c.at + 8, 5);
  return h[0] === 0x2f && (u32le(h, 1) & (1 << 28)) !== 0;
}

/** The encoded WEBP as VP8X with ICCP (its own or the replacement), the image, EXIF and XMP. */
export async function writeWebpMetadata(
  encoded: ByteSource,
  meta: OutputMetadata,
  size: { width: number; height: number },
): Promise<Part[]> {
  const list = await chunks(encoded);
  if (!list) return [{ from: 0, to: encoded.size }];
  const vp8x = list.find((c) => c.fourcc === 'VP8X');
  const ownIcc = meta.icc ? undefined : list.find((c) => c.fourcc === 'ICCP');
  const image = list.filter((c) => !['VP8X', 'ICCP', 'EXIF', 'XMP '].includes(c.fourcc));
  let flags = vp8x ? (await encoded.readAt(vp8x.at + 8, 1))[0]! & (FLAG.alpha | FLAG.animation) : 0;
  const lossless = image.find((c) => c.fourcc === 'VP8L');
  if (image.some((c) => c.fourcc === 'ALPH') || (lossless && (await losslessAlpha(encoded, lossless))))
    flags |= FLAG.alpha;

  const tail: Uint8Array[] = [];
  if (meta.exif) tail.push(chunk('EXIF', meta.exif));
  const extended = extendedXmpText(meta);
  const xmp = meta.xmp || extended ? mergeXmp(meta.xmp ?? '', extended) : '';
  if (xmp) tail.push(chunk('XMP ', utf8Bytes(xmp)));
  const icc = meta.icc ? chunk('ICCP', meta.icc) : null;
  if (icc || ownIcc) flags |= FLAG.icc;
  if (meta.exif) flags |= FLAG.exif;
  if (xmp) flags |= FLAG.xmp;

  const header = new Uint8Array(10);
  header[0] = flags;
  const w = size.width - 1;
  const h = size.height - 1;
  header.set([w & 0xff, (w >> 8) & 0xff, (w >> 16) & 0xff, h & 0xff, (h >> 8) & 0xff, (h >> 16) & 0xff], 4);
  const body: Part[] = [chunk('VP8X', header)];
  if (icc) body.push(icc);
  if (ownIcc) body.push({ from: ownIcc.at, to: ownIcc.end });
  for (const c of image) body.push({ from: c.at, to: c.end });
  body.push(...tail);
  const length = body.reduce((s, p) => s + (p instanceof Uint8Array ? p.length : p.to - p.from), 0);
  return [concat([asciiBytes('RIFF'), le32(4 + length), asciiBytes('WEBP')]), ...body];
}
