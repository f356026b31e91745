// Recognises an image by its content (magic bytes), never by its name, and reads its
// displayed size from the header. Pure: the client checks uploads with it and the server
// checks saved-project images with it.
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** How many leading bytes the caller should pass: enough for a JPEG's EXIF block and frame header. */
export const SNIFF_BYTES = 256 * 1024;

export interface SniffResult {
  type: ImageType;
  /** Displayed size (after EXIF orientation), or null when the header does not say. */
  width: number | null;
  height: number | null;
}

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) => sig.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, at: number, len: number) => String.fromCharCode(...b.subarray(at, at + len));

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
  if (isSvg(b)) return 'image/svg+xml';
  return null;
}

type Dims = { width: number; height: number };

function exifOrientation(b: Uint8Array, tiff: number): number {
  if (tiff + 8 > b.length) return 1;
  const le = ascii(b, tiff, 2) === 'II';
  const u16 = (at: number) => (le ? b[at]! | (b[at + 1]! << 8) : (b[at]! << 8) | b[at + 1]!);
  const u32 = (at: number) => (le ? u16(at) + u16(at + 2) * 65536 : u16(at) * 65536 + u16(at + 2));
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > b.length) return 1;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > b.length) break;
    if (u16(entry) === 0x0112) return u16(entry + 8);
  }
  return 1;
}

function jpegSize(b: Uint8Array): Dims | null {
  let orientation = 1;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const len = (b[i + 2]! << 8) | b[i + 3]!;
    if (marker === 0xe1 && ascii(b, i + 4, 6) === 'Exif\0\0') orientation = exifOrientation(b, i + 10);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      const height = (b[i + 5]! << 8) | b[i + 6]!;
      const width = (b[i + 7]! << 8) | b[i + 8]!;
      if (!width || !height) return null;
      return orientation >= 5 && orientation <= 8 ? { width: height, height: width } : { width, height };
    }
    i += 2 + len;
  }
  return null;
}

function pngSize(b: Uint8Array): Dims | null {
  if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return null;
  const u32 = (at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
  const width = u32(16);
  const height = u32(20);
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

/** The image type from the content and, where the header says, the displayed size. Null: not an image we accept. */
export function sniffImage(bytes: Uint8Array): SniffResult | null {
  const type = sniffImageType(bytes);
  if (!type) return null;
  const size =
    type === 'image/jpeg'
      ? jpegSize(bytes)
      : type === 'image/png'
        ? pngSize(bytes)
        : type === 'image/webp'
          ? webpSize(bytes)
          : svgSize(bytes);
  return { type, width: size?.width ?? null, height: size?.height ?? null };
}

/** File extensions (with the dot) that name each type, to compare a file's name with its content. */
export const EXTENSIONS_BY_TYPE: Readonly<Record<ImageType, readonly string[]>> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/svg+xml': ['.svg'],
};
