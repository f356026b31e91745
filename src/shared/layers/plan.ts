// What to draw on one photo: every visible layer, bottom to top, with its pixel transform and its tiles.
// The one drawing module (preview, export workers, server) turns this into pixels.
import type { PixelTransform, Size } from '../placement';
import { layerTransform, type LayerBox } from './box';
import type { Layer, LayerPlacement, PhotoPlacements } from './schema';
import { defaultPlacement } from './state';
import { tileTransforms } from './tiles';

export interface DrawItem<B extends LayerBox = LayerBox> {
  layer: Layer;
  box: B;
  /** The layer's own box on the surface. */
  transform: PixelTransform;
  /** With Tile on: every copy that touches the surface (the layer's own box among them); else null. */
  tiles: PixelTransform[] | null;
}

export interface PlanInput<B extends LayerBox> {
  layers: readonly Layer[];
  /** This photo's placements; a layer missing here uses `fallback` (the project-level ones), else the default. */
  placements: PhotoPlacements;
  fallback?: PhotoPlacements;
  /** The photo's size (after orientation): anchors resolve on it. */
  photo: Size;
  /** Where it is drawn: the photo's size for the export, the stage for the preview. */
  surface?: Size;
  /** The layer's box on this photo (a text layer: filled and measured); null skips the layer (not loaded yet). */
  boxOf: (layer: Layer) => B | null;
}

export function drawPlan<B extends LayerBox>(input: PlanInput<B>): DrawItem<B>[] {
  const surface = input.surface ?? input.photo;
  const items: DrawItem<B>[] = [];
  for (const layer of input.layers) {
    if (!layer.visible) continue;
    const box = input.boxOf(layer);
    if (!box || !(box.natural.width > 0 && box.natural.height > 0 && box.widthFactor > 0)) continue;
    const p: LayerPlacement =
      input.placements[layer.id] ?? input.fallback?.[layer.id] ?? defaultPlacement(layer, input.photo, box);
    const transform = layerTransform(p, layer.sizeRelativeTo, input.photo, box, surface);
    const tiles = layer.tile.enabled ? tileTransforms(transform, layer.tile.spacing, surface) : null;
    items.push({ layer, box, transform, tiles });
  }
  return items;
}
