// The EXIF fields text-layer tokens need ({date}, {artist}, {copyright}, {camera}), read from a photo's
// first bytes. A minimal reader: JPEG APP1, PNG eXIf and WebP EXIF blocks, IFD0 and the Exif IFD only.
export interface PhotoTags {
  dateTimeOriginal: string | null;
  artist: string | null;
  copyright: string | null;
  make: string | null;
  model: string | null;
}

export const NO_TAGS: PhotoTags = {
  dateTimeOriginal: null,
  artist: null,
  copyright: null,
  make: null,
  model: null,
};

/** Enough for any EXIF block (APP1 is at most 64 KB) behind a large ICC profile or XMP packet. */
export const TAG_BYTES = 512 * 1024;

const ascii = (b: Uint8Array, at: number, len: number) =>
  String.fromCharCode(...b.subarray(at, Math.min(b.length, at + len)));

/** Where the TIFF header of the EXIF block starts, or -1. */
function tiffStart(b: Uint8Array): number {
  if (b[0] === 0xff && b[1] === 0xd8) {
    for (let i = 2; i + 4 < b.length;) {
      if (b[i] !== 0xff) return -1;
      const marker = b[i + 1]!;
      if (marker === 0xda || marker === 0xd9) return -1;
      const len = (b[i + 2]! << 8) | b[i + 3]!;
      if (marker === 0xe1 && ascii(b, i + 4, 6) === 'Exif\0\0') return i + 10;
      i += 2 + len;
    }
    return -1;
  }
  if (ascii(b, 1, 3) === 'PNG') {
    for (let i = 8; i + 8 < b.length;) {
      const len = ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;
      const type = ascii(b, i + 4, 4);
      if (type === 'eXIf') return i + 8;
      if (type === 'IDAT' || type === 'IEND') return -1;
      i += 12 + len;
    }
    return -1;
  }
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') {
    for (let i = 12; i + 8 < b.length;) {
      const len = b[i + 4]! | (b[i + 5]! << 8) | (b[i + 6]! << 16) | (b[i + 7]! << 24);
      if (ascii(b, i, 4) === 'EXIF') {
        // Some writers keep the JPEG "Exif\0\0" prefix inside the chunk.
        return ascii(b, i + 8, 6) === 'Exif\0\0' ? i + 14 : i + 8;
      }
      i += 8 + len + (len & 1);
    }
  }
  return -1;
}

const TAGS = { 0x010f: 'make', 0x0110: 'model', 0x013b: 'artist', 0x8298: 'copyright' } as const;
const EXIF_IFD = 0x8769;
const DATE_TIME_ORIGINAL = 0x9003;

/** The token fields from a photo's leading bytes; missing or unreadable ones are null. */
export function readPhotoTags(b: Uint8Array): PhotoTags {
  const out: PhotoTags = { ...NO_TAGS };
  const tiff = tiffStart(b);
  if (tiff < 0 || tiff + 8 > b.length) return out;
  const order = ascii(b, tiff, 2);
  if (order !== 'II' && order !== 'MM') return out;
  const le = order === 'II';
  const u16 = (at: number) => (le ? b[at]! | (b[at + 1]! << 8) : (b[at]! << 8) | b[at + 1]!);
  const u32 = (at: number) => (le ? u16(at) + u16(at + 2) * 65536 : u16(at) * 65536 + u16(at + 2));
  // ASCII values (type 2): inline up to 4 bytes, else at an offset; NUL-terminated, trimmed.
  const text = (entry: number): string | null => {
    if (u16(entry + 2) !== 2) return null;
    const count = u32(entry + 4);
    const at = count <= 4 ? entry + 8 : tiff + u32(entry + 8);
    if (at + count > b.length) return null;
    const raw = new TextDecoder('utf-8').decode(b.subarray(at, at + count));
    const value = raw.replace(/\0[\s\S]*$/, '').trim();
    return value || null;
  };
  const walk = (ifd: number, visit: (tag: number, entry: number) => void) => {
    if (ifd + 2 > b.length) return;
    const n = u16(ifd);
    for (let k = 0; k < n; k++) {
      const entry = ifd + 2 + k * 12;
      if (entry + 12 > b.length) return;
      visit(u16(entry), entry);
    }
  };
  let exifIfd = -1;
  walk(tiff + u32(tiff + 4), (tag, entry) => {
    if (tag === EXIF_IFD) exifIfd = tiff + u32(entry + 8);
    else if (tag in TAGS) out[TAGS[tag as keyof typeof TAGS]] = text(entry);
  });
  if (exifIfd > tiff)
    walk(exifIfd, (tag, entry) => {
      if (tag === DATE_TIME_ORIGINAL) out.dateTimeOriginal = text(entry);
    });
  return out;
}

/** A file's token fields; a file that cannot be read has none (its tokens fall back, the photo goes on). */
export async function photoTags(file: Blob): Promise<PhotoTags> {
  try {
    return readPhotoTags(new Uint8Array(await file.slice(0, TAG_BYTES).arrayBuffer()));
  } catch {
    return { ...NO_TAGS };
  }
}
