// A HEIF's own thumbnail (an iPhone writes one of 320 × 240 or so beside the 12 MP image), decoded
// through libheif's C API, which the bundle's wrapper does not reach. Decoding it takes some 50 ms
// where the full image takes seconds, so the editor's thumbnails of a hundred iPhone photos appear
// at once (decision 360).
import type { LibHeifC } from 'libheif-js/libheif-wasm/libheif-bundle.mjs';
import { bytesReader } from './byte-reader';
import { readHeifThumbnails, type HeifThumbnail } from './heif-items';
import { heifColorSpace } from './isobmff';
import { libheif, unpremultiply, type HeifAllocate, type HeifTarget } from './heif-pixels';

const RGB = 1; // heif_colorspace_RGB
const RGBA = 11; // heif_chroma_interleaved_RGBA
const INTERLEAVED = 10; // heif_channel_interleaved

/** Runs `read` with the file in the module's memory and a scratch area, and frees both after. */
function withContext<T>(heif: LibHeifC, bytes: Uint8Array, read: (ctx: number, scratch: number) => T): T {
  const scratch = heif._malloc(64);
  const data = heif._malloc(bytes.length);
  const ctx = heif._heif_context_alloc();
  try {
    // malloc gives 0 where the module's memory cannot grow (its 2 GB limit, or the tab's): copying the
    // file there would overwrite the module's own data, and every later decode in this worker with it.
    if (!scratch || !data || !ctx) throw new Error('HEIF file does not fit in memory');
    heif.HEAPU8.set(bytes, data);
    heif._heif_context_read_from_memory_without_copy(scratch, ctx, data, bytes.length, 0);
    if (heif.HEAP32[scratch >> 2]) throw new Error('HEIF file could not be read');
    return read(ctx, scratch);
  } finally {
    heif._heif_context_free(ctx);
    heif._free(data);
    heif._free(scratch);
  }
}

/** Calls a C function that writes a heif_error at `scratch` and a pointer at `scratch + 16`. */
function pointerFrom(heif: LibHeifC, scratch: number, call: (err: number, out: number) => void): number {
  call(scratch, scratch + 16);
  if (heif.HEAP32[scratch >> 2]) throw new Error('HEIF item could not be read');
  return heif.HEAP32[(scratch + 16) >> 2]!;
}

function decodeThumbnail<T extends HeifTarget>(
  heif: LibHeifC,
  bytes: Uint8Array,
  thumb: HeifThumbnail,
  allocate: HeifAllocate<T>,
): T | null {
  return withContext(heif, bytes, (ctx, scratch) => {
    const primary = pointerFrom(heif, scratch, (e, o) =>
      heif._heif_context_get_primary_image_handle(e, ctx, o),
    );
    const handles = [primary];
    let image = 0;
    try {
      const handle = pointerFrom(heif, scratch, (e, o) =>
        heif._heif_image_handle_get_thumbnail(e, primary, thumb.id, o),
      );
      handles.push(handle);
      // Transparent as its image is, or another picture: a writer may leave out the thumbnail's alpha
      // (heif-enc --no-thumb-alpha: black where the image is clear) or its 'prem' link (heif-enc 1.15
      // links the image's only: colours halved).
      const alpha = (h: number) =>
        `${!!heif._heif_image_handle_has_alpha_channel(h)}${!!heif._heif_image_handle_is_premultiplied_alpha(h)}`;
      if (alpha(handle) !== alpha(primary)) return null;
      image = pointerFrom(heif, scratch, (e, o) => heif._heif_decode_image(e, handle, o, RGB, RGBA, 0));
      const width = heif._heif_image_get_width(image, INTERLEAVED);
      const height = heif._heif_image_get_height(image, INTERLEAVED);
      // Libheif turned it otherwise than its header says: leave it to the full decode.
      if (width !== thumb.width || height !== thumb.height) return null;
      const plane = heif._heif_image_get_plane_readonly(image, INTERLEAVED, scratch + 32);
      const stride = heif.HEAP32[(scratch + 32) >> 2]!;
      const target = allocate(width, height, heifColorSpace(thumb.colour));
      for (let y = 0; y < height; y++)
        target.data.set(
          heif.HEAPU8.subarray(plane + y * stride, plane + y * stride + width * 4),
          y * width * 4,
        );
      if (heif._heif_image_handle_is_premultiplied_alpha(handle)) unpremultiply(target.data);
      return target;
    } finally {
      if (image) heif._heif_image_release(image);
      for (const h of handles.reverse()) heif._heif_image_handle_release(h);
    }
  });
}

/**
 * The primary image's smallest thumbnail at least `long` pixels on its long side, upright, as RGBA in
 * a target `allocate` makes; null where the file has none that large, or none that shows the image
 * the same way up.
 */
export async function decodeHeifThumbnailPixels<T extends HeifTarget>(
  bytes: Uint8Array,
  long: number,
  allocate: HeifAllocate<T>,
): Promise<T | null> {
  const large = (await readHeifThumbnails(bytesReader(bytes)))
    .filter((t) => Math.max(t.width, t.height) >= long)
    .sort((a, b) => a.width * a.height - b.width * b.height);
  if (!large[0]) return null;
  return decodeThumbnail(await libheif(), bytes, large[0], allocate);
}
