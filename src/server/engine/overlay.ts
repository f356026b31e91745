// The watermark of one photo drawn by the shared drawing module (drawPlan, drawLayers) on a Node
// canvas (Skia) the size of the layers' area, read back as RGBA for sharp to composite.
import { createHash } from 'node:crypto';
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import {
  drawLayers,
  layerBoxOf,
  layerPixelSize,
  type LayerDrawContext,
  type LayerSources,
  textInNumbers,
} from '#shared/drawing';
import { drawPlan, type DrawItem, type ImageLayer, type TextLayer } from '#shared/layers';
import type { Size } from '#shared/placement';
import { registerBundledFonts } from './fonts';
import { layerBitmap } from './layer-images';
import { overlayArea, type Area } from './overlay-bounds';
import { EngineError, type EngineWatermark } from './types';

export interface Overlay extends Area {
  /** RGBA, width x height. */
  pixels: Buffer;
  /** Whether the colours are premultiplied by alpha (the canvas's own pixels) or straight. */
  premultiplied: boolean;
}

let measuring: SKRSContext2D | null = null;

/** The Node canvas's context is a drawing-module context as it is (checked here, by the compiler). */
export const asLayerContext = (ctx: SKRSContext2D): LayerDrawContext<Canvas> => ctx;

const imageKey = (fileId: string, s: Size) => `${fileId}/${s.width}x${s.height}`;

export interface OverlayInput {
  watermark: EngineWatermark;
  images: Record<string, Uint8Array>;
  /** Upright photo size: anchors resolve on it. */
  photo: Size;
  /** The output's size: the layers are drawn there. */
  surface: Size;
  /** Converts the overlay's sRGB numbers into a wide-gamut output's (see the colour plan). */
  fromSrgb: ((rgba: Uint8ClampedArray) => void) | null;
}

/** Each image layer's bitmap at its drawn size; `convert` turns one into the photo's numbers. */
async function bitmaps(
  items: DrawItem[],
  images: Record<string, Uint8Array>,
  convert: ((bitmap: Canvas) => Canvas) | null,
): Promise<Map<string, Canvas>> {
  const out = new Map<string, Canvas>();
  for (const item of items) {
    if (item.layer.kind !== 'image') continue;
    const { fileId } = item.layer;
    const px = layerPixelSize(item.transform);
    const key = imageKey(fileId, px);
    if (out.has(key)) continue;
    const file = images[fileId];
    if (!file) throw new EngineError('image_load', `Failed to load image: ${fileId}`, fileId);
    const bitmap = await layerBitmap(file, px).catch(() => {
      throw new EngineError('image_load', `Failed to load image: ${fileId}`, fileId);
    });
    out.set(key, convert ? convert(bitmap) : bitmap);
  }
  return out;
}

export interface PlannedLayers {
  items: DrawItem[];
  sources: LayerSources<Canvas>;
}

/**
 * The layers planned on the surface with their bitmaps made. `fromSrgb`, where given, converts image
 * and text layers into a photo's own numbers, for drawing onto its own pixels.
 */
export async function planLayers(
  input: Omit<OverlayInput, 'fromSrgb'>,
  fromSrgb: OverlayInput['fromSrgb'] = null,
): Promise<PlannedLayers> {
  registerBundledFonts();
  measuring ??= createCanvas(1, 1).getContext('2d');
  const w = input.watermark;
  const text = (layer: TextLayer) => w.texts[layer.id] ?? layer.text;
  const plan = drawPlan({
    layers: w.layers,
    placements: w.placements,
    photo: input.photo,
    surface: input.surface,
    boxOf: layerBoxOf(asLayerContext(measuring), text),
  });
  // Text colours go into the photo's numbers with the images (the pixel path converts the drawn overlay).
  const items = textInNumbers(plan, fromSrgb);
  const convert = fromSrgb && ((bitmap: Canvas) => inNumbers(bitmap, fromSrgb));
  const made = await bitmaps(items, input.images, convert);
  const image = (layer: ImageLayer, px: Size) => made.get(imageKey(layer.fileId, px)) ?? null;
  // A tiled text layer is drawn once on a scratch canvas and copied to each tile (decision 297). One
  // canvas, resized (which clears it) for every call: the original-quality path draws once per band.
  let canvas: Canvas | null = null;
  const scratch = (width: number, height: number) => {
    if (!canvas) canvas = createCanvas(width, height);
    else [canvas.width, canvas.height] = [width, height];
    return { ctx: asLayerContext(canvas.getContext('2d')), image: canvas };
  };
  return { items, sources: { image, text, scratch } };
}

/** A copy of a (small) bitmap with its pixels converted. */
function inNumbers(bitmap: Canvas, convert: (rgba: Uint8ClampedArray) => void): Canvas {
  const copy = createCanvas(bitmap.width, bitmap.height);
  const pixels = bitmap.getContext('2d').getImageData(0, 0, bitmap.width, bitmap.height);
  convert(pixels.data);
  copy.getContext('2d').putImageData(pixels, 0, 0);
  return copy;
}

/**
 * The last sRGB overlay this thread drew, by what it was drawn from: a batch's photos of one size under
 * one watermark share it, as a tuned pipeline composites one prepared logo onto every photo (drawing a
 * large turned logo costs ~75 ms a photo). Overlays for a wide-gamut photo's numbers are drawn anew.
 */
let last: { key: string; overlay: Overlay | null } | null = null;

function overlayKey(input: OverlayInput): string {
  const { layers, placements, texts } = input.watermark;
  const files = Object.entries(input.images).map(
    ([id, bytes]) => `${id}:${createHash('sha1').update(bytes).digest('hex')}`,
  );
  return JSON.stringify([layers, placements, texts, input.photo, input.surface, files]);
}

/** The layers over the photo's area they touch; null when none shows there. */
export async function drawOverlay(input: OverlayInput): Promise<Overlay | null> {
  if (input.fromSrgb) return drawOverlayAnew(input);
  const key = overlayKey(input);
  if (last?.key === key) return last.overlay;
  last = null;
  const overlay = await drawOverlayAnew(input);
  last = { key, overlay };
  return overlay;
}

async function drawOverlayAnew(input: OverlayInput): Promise<Overlay | null> {
  const { items, sources } = await planLayers(input);
  const area = overlayArea(items, input.surface);
  if (!area) return null;
  const canvas = createCanvas(area.width, area.height);
  const ctx = canvas.getContext('2d');
  drawLayers(asLayerContext(ctx), items, sources, { x: area.left, y: area.top });
  // The canvas's own premultiplied pixels cost one copy; straight ones (which the colour conversion
  // needs) cost a pass that divides every pixel by its alpha, about twice the time.
  // A copy of the canvas's pixels: the cached overlay outlives the canvas.
  if (!input.fromSrgb) return { ...area, pixels: canvas.data(), premultiplied: true };
  const { data } = ctx.getImageData(0, 0, area.width, area.height);
  input.fromSrgb(data);
  return {
    ...area,
    pixels: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
    premultiplied: false,
  };
}
