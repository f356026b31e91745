// A photo's watermark made ready to draw: fonts loaded, text measured, the plan made, and every image
// layer's bitmap fetched at its drawn size (all tiles of a layer share one bitmap).
import { drawPlan, type DrawItem, type Layer, type PhotoPlacements, type TextLayer } from '#shared/layers';
import type { Size } from '#shared/placement';
import { ensureFonts } from '../fonts/font-faces';
import type { ColourPlan } from '#shared/metadata';
import {
  layerBoxOf,
  layerPixelSize,
  textInNumbers,
  type LayerDrawContext,
  type LayerSources,
  type MeasureContext,
  type ScratchFor,
} from '#shared/drawing';

/** What a compose input carries to draw on its photo. */
export interface ComposeWatermark {
  /** Bottom to top. */
  layers: Layer[];
  /** This photo's placement of each layer (its own, else the project-level one); a missing one is centred. */
  placements: PhotoPlacements;
  /** Each text layer's text for this photo, tokens filled, by layer id. */
  texts: Record<string, string>;
}

/** An image layer's file as a bitmap of a pixel size. */
export type LayerImageFor = (fileId: string, pixels: Size) => Promise<CanvasImageSource>;

export interface ReadyWatermark {
  items: DrawItem[];
  sources: LayerSources<CanvasImageSource>;
}

/** The settings a target context was made with, where the browser tells them. */
interface Attributed {
  getContextAttributes?(): CanvasRenderingContext2DSettings;
}

/**
 * Blank OffscreenCanvases for a tiled text layer's one tile (decision 297), made in this worker so the
 * fonts loaded here draw on them, with the target's colour space and read-back setting (so the copy
 * stays on the target's side, CPU or GPU). One canvas, cleared and used again by every call: the
 * original-quality path draws the layers once per band.
 */
export function offscreenScratch(target: MeasureContext): ScratchFor<CanvasImageSource> | undefined {
  if (typeof OffscreenCanvas !== 'function') return undefined;
  const made = (target as Attributed).getContextAttributes?.();
  const settings = {
    colorSpace: made?.colorSpace ?? 'srgb',
    willReadFrequently: made?.willReadFrequently ?? false,
  };
  let canvas: OffscreenCanvas | null = null;
  let ctx: OffscreenCanvasRenderingContext2D | null = null;
  return (width, height) => {
    if (!canvas) {
      canvas = new OffscreenCanvas(width, height);
      ctx = canvas.getContext('2d', settings);
    } else {
      // Setting the size clears the canvas and resets its state, even to the same size.
      canvas.width = width;
      canvas.height = height;
    }
    return ctx && { ctx: ctx as LayerDrawContext<CanvasImageSource>, image: canvas };
  };
}

/**
 * Image layers' bitmaps in the numbers the photo is composed in: converted from sRGB by `fromSrgb` (a
 * wide-gamut photo's own profile, decision 182; any kept profile at original quality), else as they come.
 */
const layerImagesFor = (fromSrgb: ColourPlan['fromSrgb'], imageFor: LayerImageFor): LayerImageFor =>
  fromSrgb ? async (id, px) => logoInProfile((await imageFor(id, px)) as ImageBitmap, fromSrgb) : imageFor;

/** The logo in the photo's numbers; the logo is small, so a pass over its pixels is cheap. */
function logoInProfile(
  logo: CanvasImageSource & { width: number; height: number },
  fromSrgb: (rgba: Uint8ClampedArray) => void,
) {
  if (typeof OffscreenCanvas !== 'function') return logo;
  const canvas = new OffscreenCanvas(logo.width, logo.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) return logo;
  ctx.drawImage(logo, 0, 0);
  const pixels = ctx.getImageData(0, 0, logo.width, logo.height);
  fromSrgb(pixels.data);
  ctx.putImageData(pixels, 0, 0);
  return canvas;
}

const imageKey = (fileId: string, s: Size) => `${fileId}/${s.width}x${s.height}`;

export async function readyWatermark(
  ctx: MeasureContext,
  w: ComposeWatermark,
  photo: Size,
  surface: Size,
  sourceImageFor: LayerImageFor,
  /** Where the photo is composed in its own numbers: its layers' colours go into them (decision 182). */
  fromSrgb: ColourPlan['fromSrgb'] = null,
): Promise<ReadyWatermark> {
  const imageFor = layerImagesFor(fromSrgb, sourceImageFor);
  const text = (layer: TextLayer) => w.texts[layer.id] ?? layer.text;
  const texts = w.layers.flatMap((l) => (l.kind === 'text' && l.visible ? [l] : []));
  await ensureFonts(texts.map((l) => ({ style: l.style, text: text(l) })));
  const plan = drawPlan({
    layers: w.layers,
    placements: w.placements,
    photo,
    surface,
    boxOf: layerBoxOf(ctx, text),
  });
  const items = textInNumbers(plan, fromSrgb);
  const images = new Map<string, CanvasImageSource>();
  for (const item of items) {
    if (item.layer.kind !== 'image') continue;
    const pixels = layerPixelSize(item.transform);
    const key = imageKey(item.layer.fileId, pixels);
    if (!images.has(key)) images.set(key, await imageFor(item.layer.fileId, pixels));
  }
  return {
    items,
    sources: {
      image: (layer, pixels) => images.get(imageKey(layer.fileId, pixels)) ?? null,
      text,
      scratch: offscreenScratch(ctx),
    },
  };
}
