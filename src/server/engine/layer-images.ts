// An image layer's file as a bitmap of the drawn pixel size, as the browser export makes it: a PNG
// resampled once to that size, an SVG rendered (librsvg) at that size so it stays sharp. Kept per thread
// in a small cache keyed by content: the same logo at the same size is made once for a whole batch.
import { createHash } from 'node:crypto';
import { createCanvas, ImageData, type Canvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import type { Size } from '#shared/placement';

const CACHED = 16;
const cache = new Map<string, Promise<Canvas>>();

/** An SVG is rendered by sharp at the size it is resized to (scale on load): no small raster is enlarged. */
async function rgba(file: Uint8Array, px: Size): Promise<Buffer> {
  return sharp(file, { failOn: 'error' })
    .resize(px.width, px.height, { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer();
}

async function make(file: Uint8Array, px: Size): Promise<Canvas> {
  const data = await rgba(file, px);
  const canvas = createCanvas(px.width, px.height);
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  canvas.getContext('2d').putImageData(new ImageData(pixels, px.width, px.height), 0, 0);
  return canvas;
}

/** The file at a pixel size; throws (from sharp) when it does not decode. */
export function layerBitmap(file: Uint8Array, px: Size): Promise<Canvas> {
  const key = `${createHash('sha1').update(file).digest('hex')}/${px.width}x${px.height}`;
  let made = cache.get(key);
  if (made) {
    // Most recently used last: the first key is the one to drop.
    cache.delete(key);
  } else {
    made = make(file, px);
    made.catch(() => cache.delete(key));
  }
  cache.set(key, made);
  if (cache.size > CACHED) cache.delete(cache.keys().next().value!);
  return made;
}
