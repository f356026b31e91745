// HEIC/HEIF on the server: the same libheif (WebAssembly, libheif-js) the browser export uses, since
// sharp's prebuilt libvips has no HEVC decoder. Orientation: libheif applies irot/imir itself.
import type { LibHeif } from 'libheif-js/libheif-wasm/libheif-bundle.mjs';
import { bytesReader } from '#shared/files';
import { heifColorSpace, readHeifInfo } from '#shared/files/isobmff';

let lib: Promise<LibHeif> | null = null;

function libheif(): Promise<LibHeif> {
  lib ??= import('libheif-js/libheif-wasm/libheif-bundle.mjs').then((m) => m.default());
  lib.catch(() => (lib = null));
  return lib;
}

export interface DecodedHeif {
  /** RGBA, upright. */
  pixels: Buffer;
  width: number;
  height: number;
  /** The numbers' colour space, from the file's colour box (decision 173). */
  colorSpace: 'srgb' | 'display-p3';
}

/** The primary image; throws when the file holds none or it does not decode. */
export async function decodeHeif(bytes: Uint8Array): Promise<DecodedHeif> {
  const [heif, info] = await Promise.all([libheif(), readHeifInfo(bytesReader(bytes)).catch(() => null)]);
  const decoder = new heif.HeifDecoder();
  const images = decoder.decode(bytes);
  try {
    const primary = images.find((i) => i.is_primary()) ?? images[0];
    if (!primary) throw new Error('HEIF file holds no image');
    const [width, height] = [primary.get_width(), primary.get_height()];
    const pixels = Buffer.alloc(width * height * 4);
    const target = {
      data: new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length),
      width,
      height,
    };
    await new Promise<void>((resolve, reject) =>
      primary.display(target, (out) => (out ? resolve() : reject(new Error('HEIF decoding failed')))),
    );
    return { pixels, width, height, colorSpace: heifColorSpace(info?.colour) };
  } finally {
    for (const i of images) i.free();
    if (decoder.decoder) heif.heif_context_free(decoder.decoder);
  }
}
