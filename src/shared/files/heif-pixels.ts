// HEIC/HEIF decoding in WebAssembly (libheif-js), for the browser's workers and the server engine alike
// (sharp's prebuilt libvips has no HEVC decoder). The 2 MB module loads only when the first HEIC
// arrives. Orientation: libheif applies irot/imir itself. Alpha comes out straight (decision 359).
import type { LibHeif } from 'libheif-js/libheif-wasm/libheif-bundle.mjs';
import { bytesReader } from './byte-reader';
import { readHeifInfo } from './heif-items';
import { heifColorSpace } from './isobmff';

let lib: Promise<LibHeif> | null = null;

export function libheif(): Promise<LibHeif> {
  lib ??= import('libheif-js/libheif-wasm/libheif-bundle.mjs').then((m) => m.default());
  lib.catch(() => (lib = null));
  return lib;
}

/**
 * Straight RGBA from premultiplied: libheif hands a `prem` alpha over as stored, while ImageData and
 * sharp's raw input take colours unscaled by their alpha.
 */
export function unpremultiply(data: Uint8ClampedArray) {
  for (let i = 0; i < data.length; i += 4) {
    const a = data[i + 3]!;
    if (a === 0 || a === 255) continue;
    // The clamped array rounds and caps at 255.
    for (let c = i; c < i + 3; c++) data[c] = (data[c]! * 255) / a;
  }
}

/** Where libheif writes the primary image's RGBA. */
export interface HeifTarget {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Makes the target for a decoded image of this size whose numbers are in this colour space. */
export type HeifAllocate<T extends HeifTarget> = (
  width: number,
  height: number,
  colorSpace: 'srgb' | 'display-p3',
) => T;

/**
 * The primary image, upright, as RGBA in a target `allocate` makes for its size and colour space (the
 * numbers' space, from the file's colour box: decision 173). Throws when the file holds no image or it
 * does not decode.
 */
export async function decodeHeifPixels<T extends HeifTarget>(
  bytes: Uint8Array,
  allocate: HeifAllocate<T>,
): Promise<T> {
  const [heif, info] = await Promise.all([libheif(), readHeifInfo(bytesReader(bytes)).catch(() => null)]);
  const decoder = new heif.HeifDecoder();
  const images = decoder.decode(bytes);
  try {
    const primary = images.find((i) => i.is_primary()) ?? images[0];
    if (!primary) throw new Error('HEIF file holds no image');
    const target = allocate(primary.get_width(), primary.get_height(), heifColorSpace(info?.colour));
    await new Promise<void>((resolve, reject) =>
      primary.display(target, (out) => (out ? resolve() : reject(new Error('HEIF decoding failed')))),
    );
    if (primary.is_premultiplied_alpha()) unpremultiply(target.data);
    return target;
  } finally {
    for (const i of images) i.free();
    if (decoder.decoder) heif.heif_context_free(decoder.decoder);
  }
}
