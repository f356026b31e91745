// Walks a JPEG's segments from the start to the frame header (SOF), seeking past each segment by its
// length, so any amount of XMP, ICC or other APPn data before the frame costs a few small reads.
import { ascii, u16be, type ByteReader } from './byte-reader';

export interface JpegHeader {
  /** Coded size from the frame header. */
  width: number;
  height: number;
  /** EXIF orientation (1 to 8), 1 when absent. */
  orientation: number;
  /** The EXIF TIFF block, when there is one before the frame. */
  exif: Uint8Array | null;
  /** Whether an ICC profile is embedded before the frame. */
  icc: boolean;
  /** Colour components in the frame: 1 grey, 3 YCbCr or RGB, 4 CMYK or YCCK. */
  components: number;
}

/** EXIF's orientation tag in IFD0 of a TIFF block. */
export function exifOrientation(b: Uint8Array, tiff: number): number {
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
    if (u16(entry) === 0x0112) {
      const v = u16(entry + 8);
      return v >= 1 && v <= 8 ? v : 1;
    }
  }
  return 1;
}

const SOS = 0xda;
const EOI = 0xd9;
const isStandalone = (m: number) => m === 0xd8 || m === 0x01 || (m >= 0xd0 && m <= 0xd7);
const isFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** The frame size and EXIF orientation, or null when the segments end (SOS, EOI, truncation) first. */
export async function readJpegHeader(reader: ByteReader): Promise<JpegHeader | null> {
  let orientation = 1;
  let exif: Uint8Array | null = null;
  let icc = false;
  let at = 2;
  while (at + 4 <= reader.size) {
    const head = await reader.readAt(at, 4);
    if (head.length < 4 || head[0] !== 0xff) return null;
    const marker = head[1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (isStandalone(marker)) {
      at += 2;
      continue;
    }
    if (marker === SOS || marker === EOI) return null;
    const len = u16be(head, 2);
    if (len < 2) return null;
    if (marker === 0xe1 && !exif && ascii(await reader.readAt(at + 4, 6), 0, 6) === 'Exif\0\0') {
      // Only the EXIF block is read whole; XMP and other APP1 segments are skipped unread.
      exif = (await reader.readAt(at + 4, len - 2)).subarray(6);
      orientation = exifOrientation(exif, 0);
    } else if (marker === 0xe2 && !icc && len - 2 >= 12) {
      icc = ascii(await reader.readAt(at + 4, 12), 0, 12) === 'ICC_PROFILE\0';
    } else if (isFrame(marker)) {
      const sof = await reader.readAt(at + 4, 6);
      if (sof.length < 6) return null;
      const height = u16be(sof, 1);
      const width = u16be(sof, 3);
      return width && height ? { width, height, orientation, exif, icc, components: sof[5]! } : null;
    }
    at += 2 + len;
  }
  return null;
}
