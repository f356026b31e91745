// Recognises an image by its content (magic bytes), never by its name, and reads its displayed
// size from the header, reading only as far as the header goes. Pure: the client checks uploads
// with it and the server checks saved-project images with it. A header that says nothing useful
// gives a null size, never a refusal: the decoder decides then.
import { ascii, toReader, u32be, type ByteReader } from './byte-reader';
import { readHeifInfo } from './heif-items';
import { heifType } from './isobmff';
import { readJpegHeader } from './jpeg-header';
import { orientedSize, pngOrientation, webpOrientation } from './orientation';

export const IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
  'image/svg+xml',
] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** Leading bytes that name every type (an SVG's root element may follow a long prologue). */
export const TYPE_BYTES = 8 * 1024;

export interface SniffResult {
  type: ImageType;
  /** Displayed size (after EXIF orientation or `irot`), or null when the header does not say. */
  width: number | null;
  height: number | null;
}

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) => sig.every((v, i) => b[at + i] === v);

const SVG_START = /^(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*<svg[\s>/]/i;

function isSvg(b: Uint8Array): boolean {
  let text = new TextDecoder('utf-8', { fatal: false }).decode(b.subarray(0, 4096));
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return SVG_START.test(text);
}

export function sniffImageType(b: Uint8Array): ImageType | null {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return 'image/webp';
  const heif = heifType(b);
  if (heif) return heif;
  if (isSvg(b)) return 'image/svg+xml';
  return null;
}

type Dims = { width: number; height: number };

function pngSize(b: Uint8Array): Dims | null {
  if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return null;
  const width = u32be(b, 16);
  const height = u32be(b, 20);
  return width && height ? { width, height } : null;
}

function webpSize(b: Uint8Array): Dims | null {
  if (b.length < 30) return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ')
    return { width: (b[26]! | (b[27]! << 8)) & 0x3fff, height: (b[28]! | (b[29]! << 8)) & 0x3fff };
  if (chunk === 'VP8L') {
    const width = 1 + (((b[22]! & 0x3f) << 8) | b[21]!);
    const height = 1 + (((b[24]! & 0x0f) << 10) | (b[23]! << 2) | ((b[22]! & 0xc0) >> 6));
    return { width, height };
  }
  if (chunk === 'VP8X') {
    const u24 = (at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
    return { width: 1 + u24(24), height: 1 + u24(27) };
  }
  return null;
}

function svgSize(b: Uint8Array): Dims | null {
  const text = new TextDecoder().decode(b.subarray(0, 8192));
  const tag = /<svg[^>]*>/i.exec(text)?.[0];
  if (!tag) return null;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
  const px = (v: string | undefined) => (v && /^\s*[\d.]+\s*(px)?\s*$/.test(v) ? parseFloat(v) : NaN);
  const w = px(attr('width'));
  const h = px(attr('height'));
  if (w > 0 && h > 0) return { width: w, height: h };
  const vb = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (vb && vb.length === 4 && vb[2]! > 0 && vb[3]! > 0) return { width: vb[2]!, height: vb[3]! };
  return null;
}

async function sizeOf(type: ImageType, reader: ByteReader, head: Uint8Array): Promise<Dims | null> {
  switch (type) {
    case 'image/jpeg': {
      const h = await readJpegHeader(reader);
      if (!h) return null;
      return orientedSize({ width: h.width, height: h.height }, h.orientation);
    }
    case 'image/png': {
      const size = pngSize(head);
      return size && orientedSize(size, await pngOrientation(reader));
    }
    case 'image/webp': {
      const size = webpSize(head);
      return size && orientedSize(size, await webpOrientation(reader));
    }
    case 'image/svg+xml':
      return svgSize(head);
    default: {
      const info = await readHeifInfo(reader);
      return info?.width && info.height ? { width: info.width, height: info.height } : null;
    }
  }
}

/**
 * The image type from the content and, where the header says, the displayed size. Null: not an
 * image we know. Reads what the header needs, however far into the file that is.
 */
export async function sniffImage(input: ByteReader | Uint8Array): Promise<SniffResult | null> {
  const reader = toReader(input);
  const head = await reader.readAt(0, TYPE_BYTES);
  const type = sniffImageType(head);
  if (!type) return null;
  const size = await sizeOf(type, reader, head).catch(() => null);
  return { type, width: size?.width ?? null, height: size?.height ?? null };
}

/** File extensions (with the dot) that name each type, to compare a file's name with its content. */
export const EXTENSIONS_BY_TYPE: Readonly<Record<ImageType, readonly string[]>> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/heic': ['.heic'],
  'image/heif': ['.heif'],
  'image/avif': ['.avif'],
  'image/svg+xml': ['.svg'],
};

/** The types a plan's list of extensions accepts (".heic" accepts HEIC content, and so on). */
export const typesForExtensions = (extensions: readonly string[]): ReadonlySet<ImageType> =>
  new Set<ImageType>(IMAGE_TYPES.filter((t) => EXTENSIONS_BY_TYPE[t].some((e) => extensions.includes(e))));
