// PNG: eXIf, XMP ("XML:com.adobe.xmp" text) and iCCP read before IDAT; written right after IHDR.
import { ascii, asciiBytes, be32, concat, utf8, utf8Bytes, type ByteSource } from './bytes';
import { crc32 } from './crc32';
import { NO_METADATA, type OutputMetadata, type Part, type SourceMetadata } from './model';
import { extendedXmpText, mergeXmp } from './xmp';
import { pngChunksBeforeIdat as chunksBeforeIdat, webpExifTiff as withoutExifHeader } from '../files/chunks';
import { deflate, inflate } from './zlib';

const XMP_KEYWORD = 'XML:com.adobe.xmp';
/** Colour chunks an embedded profile replaces. */
const COLOUR_CHUNKS = new Set(['iCCP', 'sRGB', 'gAMA', 'cHRM']);

/** iTXt: keyword, NUL, compression flag and method, language, NUL, translated keyword, NUL, text. */
const isXmp = (d: Uint8Array) =>
  d[XMP_KEYWORD.length] === 0 && ascii(d, 0, XMP_KEYWORD.length) === XMP_KEYWORD;

/** XMP is written as iTXt (the XMP standard's way) or, by libvips and others, as zTXt or tEXt. */
const XMP_CHUNKS = new Set(['iTXt', 'zTXt', 'tEXt']);

/** The text of an XMP text chunk (`isXmp`). zTXt: keyword, NUL, method, deflated text; tEXt: keyword, NUL, text. */
async function chunkXmp(type: string, d: Uint8Array): Promise<string | null> {
  const k = XMP_KEYWORD.length;
  if (type === 'zTXt') return utf8(await inflate(d.subarray(k + 2)));
  if (type === 'tEXt') return utf8(d.subarray(k + 1));
  const compressed = d[k + 1] === 1;
  const lang = d.indexOf(0, k + 3);
  const translated = lang < 0 ? -1 : d.indexOf(0, lang + 1);
  if (translated < 0) return null;
  const body = d.subarray(translated + 1);
  return utf8(compressed ? await inflate(body) : body);
}

/**
 * Only the first chunk of each kind is read, and no other text is inflated: a crafted file of many
 * compressed chunks would otherwise cost an inflate, of up to 64 MB, for each.
 */
export async function readPngMetadata(source: ByteSource): Promise<SourceMetadata | null> {
  const chunks = await chunksBeforeIdat(source);
  if (!chunks) return null;
  const meta: SourceMetadata = { ...NO_METADATA };
  const first = (type: string) => chunks.find((c) => c.type === type)?.data;
  const exif = first('eXIf');
  // Some converters keep JPEG's "Exif\0\0" header in the chunk, as in WEBP's EXIF.
  if (exif) meta.exif = withoutExifHeader(exif).slice();
  const iccp = first('iCCP');
  const name = iccp?.indexOf(0) ?? -1;
  if (iccp && name >= 0) meta.icc = await inflate(iccp.subarray(name + 2)).catch(() => null);
  const xmp = chunks.find((c) => XMP_CHUNKS.has(c.type) && isXmp(c.data));
  if (xmp) meta.xmp = await chunkXmp(xmp.type, xmp.data).catch(() => null);
  return meta;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const t = asciiBytes(type);
  return concat([be32(data.length), t, data, be32(crc32([t, data]))]);
}

/** The encoded PNG with iCCP (when a profile applies), eXIf and XMP after IHDR. */
export async function writePngMetadata(encoded: ByteSource, meta: OutputMetadata): Promise<Part[]> {
  const chunks = (await chunksBeforeIdat(encoded, 4096)) ?? [];
  const ihdr = chunks[0];
  if (!ihdr || ihdr.type !== 'IHDR') return [{ from: 0, to: encoded.size }];
  const parts: Part[] = [{ from: 0, to: ihdr.end }];
  if (meta.icc) parts.push(chunk('iCCP', concat([asciiBytes('ICC profile\0\0'), await deflate(meta.icc)])));
  if (meta.exif) parts.push(chunk('eXIf', meta.exif));
  const extended = extendedXmpText(meta);
  if (meta.xmp || extended) {
    const xmp = mergeXmp(meta.xmp ?? '', extended);
    parts.push(chunk('iTXt', concat([asciiBytes(`${XMP_KEYWORD}\0\0\0\0\0`), utf8Bytes(xmp)])));
  }
  for (const c of chunks.slice(1))
    if (!(meta.icc && COLOUR_CHUNKS.has(c.type))) parts.push({ from: c.at, to: c.end });
  const restFrom = chunks[chunks.length - 1]!.end;
  parts.push({ from: restFrom, to: encoded.size });
  return parts;
}
