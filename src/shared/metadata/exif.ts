// The source's EXIF made true of the exported file: upright (Orientation 1), its pixel size, no
// thumbnail, and no GPS when location is removed. A full rebuild of the TIFF tree, never byte patches.
import { TAG, TYPE, numberEntry, parseTiff, writeTiff, type Tiff, type TiffEntry } from './tiff';

export interface ExifOptions {
  removeLocation: boolean;
  /** The output's pixel size. */
  size: { width: number; height: number };
  /** The output is sRGB (the browser converted it): EXIF ColorSpace says so. */
  srgb: boolean;
  /** Add ColorSpace where the source has none, as libvips would add 65535 to an AVIF's EXIF. */
  namesColourSpace?: boolean;
}

/** A JPEG APP1 segment holds at most 65533 bytes, "Exif\0\0" included. */
export const MAX_EXIF_TIFF = 65533 - 2 - 6;

function setNumber(entries: TiffEntry[], tag: number, n: number, le: boolean, onlyIfPresent = false) {
  const i = entries.findIndex((e) => e.tag === tag);
  if (i < 0 && onlyIfPresent) return;
  const type = i >= 0 && entries[i]!.type === TYPE.short && n <= 0xffff ? TYPE.short : TYPE.long;
  const entry = numberEntry(tag, type, n, le);
  if (i >= 0) entries[i] = entry;
  else entries.push(entry);
}

/** The rebuilt TIFF block, or null when the source had no readable EXIF. */
export function rebuildExif(tiff: Uint8Array, options: ExifOptions): Uint8Array | null {
  const t = parseTiff(tiff);
  if (!t) return null;
  const le = t.littleEndian;
  const out: Tiff = {
    littleEndian: le,
    ifd0: [...t.ifd0],
    exif: [...t.exif],
    gps: options.removeLocation ? [] : [...t.gps],
    interop: [...t.interop],
  };
  setNumber(out.ifd0, TAG.orientation, 1, le);
  setNumber(out.ifd0, TAG.imageWidth, options.size.width, le, true);
  setNumber(out.ifd0, TAG.imageLength, options.size.height, le, true);
  if (out.exif.length) {
    setNumber(out.exif, TAG.pixelX, options.size.width, le);
    setNumber(out.exif, TAG.pixelY, options.size.height, le);
    // 65535 (uncalibrated: Adobe RGB cameras) would be false of a converted output.
    if (options.srgb) setNumber(out.exif, TAG.colorSpace, 1, le, !options.namesColourSpace);
  }
  // Past one segment's room, the maker note gives way: first its place (decision 315), so it moves
  // as before; then the note itself (opaque, often the largest part).
  const unpinned = (): Tiff => ({ ...out, exif: out.exif.map(({ at: _, ...e }) => e) });
  const without = (): Tiff => ({ ...out, exif: out.exif.filter((e) => e.tag !== TAG.makerNote) });
  return (
    writeTiff(out, MAX_EXIF_TIFF) ??
    writeTiff(unpinned(), MAX_EXIF_TIFF) ??
    writeTiff(without(), MAX_EXIF_TIFF)
  );
}
