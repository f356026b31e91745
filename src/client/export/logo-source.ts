// Logo bitmaps for the export, made on the main thread once per pixel size. An SVG is rasterised
// through an <img> at exactly that size (createImageBitmap cannot decode SVG blobs, and scaling a
// small raster of it would blur); a PNG is decoded once and, where drawn smaller, resampled once.
import type { Size } from '#shared/placement';
import type { BatchLogo } from '../lib/batch';
import { contextError, loadError, logoKey } from './worker/compose';

/** Every image layer's file, by file id: one LogoSource each, made when first asked. */
export interface LayerFiles {
  bitmapFor(fileId: string, size: Size): Promise<ImageBitmap>;
  dispose(): void;
}

export interface LogoSource {
  /** A new bitmap of the logo for a drawn size; the caller owns it (transfer or close it). */
  bitmapFor(size: Size): Promise<ImageBitmap>;
  dispose(): void;
}

export const isSvgLogo = (logo: Pick<BatchLogo, 'type'>) => logo.type === 'image/svg+xml';

function loadImg(url: string, size: Size): Promise<HTMLImageElement> {
  const img = new Image(size.width, size.height);
  img.decoding = 'async';
  img.src = url;
  return img.decode().then(
    () => img,
    () => {
      throw loadError(url);
    },
  );
}

function canvas2d(size: Size): {
  ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
  source: CanvasImageSource;
} {
  if (typeof OffscreenCanvas === 'function') {
    const c = new OffscreenCanvas(size.width, size.height);
    const ctx = c.getContext('2d');
    if (!ctx) throw contextError();
    return { ctx, source: c };
  }
  const c = document.createElement('canvas');
  c.width = size.width;
  c.height = size.height;
  const ctx = c.getContext('2d');
  if (!ctx) throw contextError();
  return { ctx, source: c };
}

async function rasteriseSvg(file: Blob, size: Size): Promise<ImageBitmap> {
  const url = URL.createObjectURL(file);
  try {
    const img = await loadImg(url, size);
    const { ctx, source } = canvas2d(size);
    ctx.drawImage(img, 0, 0, size.width, size.height);
    return await createImageBitmap(source);
  } finally {
    URL.revokeObjectURL(url);
  }
}

async function decodeRaster(logo: BatchLogo, size: Size | null): Promise<ImageBitmap> {
  try {
    return size
      ? await createImageBitmap(logo.file, {
          resizeWidth: size.width,
          resizeHeight: size.height,
          resizeQuality: 'high',
        })
      : await createImageBitmap(logo.file);
  } catch {
    throw loadError(logo.name);
  }
}

export function createLogoSource(logo: BatchLogo): LogoSource {
  const made = new Map<string, Promise<ImageBitmap>>();
  const make = (size: Size): Promise<ImageBitmap> => {
    // A raster logo is never enlarged here: drawn larger than its natural size, the compose step
    // scales the natural bitmap with high-quality smoothing (there is no more detail to recover).
    const raster = !isSvgLogo(logo);
    const natural = raster && size.width >= logo.width && size.height >= logo.height;
    const key = natural ? 'natural' : logoKey(size);
    let p = made.get(key);
    if (!p) {
      p = isSvgLogo(logo) ? rasteriseSvg(logo.file, size) : decodeRaster(logo, natural ? null : size);
      made.set(key, p);
      p.catch(() => made.delete(key));
    }
    return p;
  };
  return {
    async bitmapFor(size) {
      // Each caller gets its own copy: transferring detaches the bitmap, and the cache must survive.
      return createImageBitmap(await make(size));
    },
    dispose() {
      for (const p of made.values())
        void p.then(
          (b) => b.close(),
          () => undefined,
        );
      made.clear();
    },
  };
}

export function createLayerFiles(files: Readonly<Record<string, BatchLogo>>): LayerFiles {
  const sources = new Map<string, LogoSource>();
  return {
    async bitmapFor(fileId, size) {
      const file = files[fileId];
      if (!file) throw loadError(fileId);
      let source = sources.get(fileId);
      if (!source) sources.set(fileId, (source = createLogoSource(file)));
      return source.bitmapFor(size);
    },
    dispose() {
      for (const s of sources.values()) s.dispose();
      sources.clear();
    },
  };
}
