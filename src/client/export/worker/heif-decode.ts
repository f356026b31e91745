// HEIC/HEIF decoding in WebAssembly (libheif-js), for every worker that decodes photos: the export's
// compose worker, the editor's decode worker and the save-compression worker. The 2 MB module loads
// only when the first HEIC arrives. Orientation: libheif applies irot/imir itself.
import { blobReader } from '#shared/files';
import { heifColorSpace, readHeifInfo } from '#shared/files/isobmff';
import type { LibHeif } from 'libheif-js/libheif-wasm/libheif-bundle.mjs';

let lib: Promise<LibHeif> | null = null;

function libheif(): Promise<LibHeif> {
  lib ??= import('libheif-js/libheif-wasm/libheif-bundle.mjs').then((m) => m.default());
  lib.catch(() => (lib = null));
  return lib;
}

export interface DecodedHeif {
  image: ImageBitmap;
  width: number;
  height: number;
  colorSpace: PredefinedColorSpace;
}

/** The primary image, upright, as a bitmap in the colour space its pixels are in (P3 or sRGB). */
export async function decodeHeif(file: Blob): Promise<DecodedHeif> {
  const [heif, bytes, info] = await Promise.all([
    libheif(),
    file.arrayBuffer(),
    readHeifInfo(blobReader(file)).catch(() => null),
  ]);
  const decoder = new heif.HeifDecoder();
  const images = decoder.decode(new Uint8Array(bytes));
  try {
    const primary = images.find((i) => i.is_primary()) ?? images[0];
    if (!primary) throw new Error('HEIF file holds no image');
    const width = primary.get_width();
    const height = primary.get_height();
    const colorSpace = heifColorSpace(info?.colour);
    const pixels = new ImageData(width, height, { colorSpace });
    await new Promise<void>((resolve, reject) =>
      primary.display(pixels, (out) => (out ? resolve() : reject(new Error('HEIF decoding failed')))),
    );
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d', { colorSpace });
    if (!ctx) throw new Error('Failed to get canvas context');
    ctx.putImageData(pixels, 0, 0);
    return { image: canvas.transferToImageBitmap(), width, height, colorSpace };
  } finally {
    for (const i of images) i.free();
    if (decoder.decoder) heif.heif_context_free(decoder.decoder);
  }
}
