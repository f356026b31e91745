// The EXIF fields text-layer tokens need ({date}, {artist}, {copyright}, {camera}), read through the
// export's one metadata reader, so tokens and the exported EXIF agree; the browser export and the
// server's jobs runner both fill tokens from it.
import { blobReader, sniffImageType } from '../files';
import { readJpegHeader } from '../files/jpeg-header';
import { readSourceMetadata } from './output';
import { parseTiff, type TiffEntry } from './tiff';

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

const ASCII = 2;
const IFD0_TAGS = { 0x010f: 'make', 0x0110: 'model', 0x013b: 'artist', 0x8298: 'copyright' } as const;
const DATE_TIME_ORIGINAL = 0x9003;

/** An ASCII entry's text (NUL-terminated, trimmed); null when empty or not text. */
function text(entry: TiffEntry | undefined): string | null {
  if (!entry || entry.type !== ASCII) return null;
  const value = new TextDecoder('utf-8')
    .decode(entry.value)
    .replace(/\0[\s\S]*$/, '')
    .trim();
  return value || null;
}

/** The token fields of a file (JPEG, PNG, WEBP, HEIC...); missing or unreadable ones are null. */
export async function photoTags(file: Blob): Promise<PhotoTags> {
  try {
    const reader = blobReader(file);
    const type = sniffImageType(await reader.readAt(0, 4096));
    // A JPEG's EXIF is found by seeking past the other segments: the editor reads every photo's tags
    // as it comes in, and megabytes of XMP history are not read for them.
    const tiff =
      type === 'image/jpeg'
        ? (await readJpegHeader(reader))?.exif
        : type && (await readSourceMetadata(reader, type)).exif;
    const parsed = tiff ? parseTiff(tiff) : null;
    if (!parsed) return { ...NO_TAGS };
    const out: PhotoTags = { ...NO_TAGS };
    for (const [tag, key] of Object.entries(IFD0_TAGS))
      out[key] = text(parsed.ifd0.find((e) => e.tag === Number(tag)));
    out.dateTimeOriginal = text(parsed.exif.find((e) => e.tag === DATE_TIME_ORIGINAL));
    return out;
  } catch {
    return { ...NO_TAGS };
  }
}
