// Adding, removing, ordering, hiding and editing layers.
import { MAX_LAYERS, layerSchema, type ImageLayer, type Layer, type TextLayer } from './schema';
import {
  defaultPlacement,
  withoutKey,
  withPlacement,
  type BoxOf,
  type LayersState,
  type PhotoSlot,
} from './state';

export const canAddLayer = (s: LayersState<PhotoSlot>) => s.layers.length < MAX_LAYERS;

/**
 * Adds a layer on top. It starts centred at 60% on every photo with that photo's aspect, like a new logo;
 * without photos nothing is positioned yet. Past MAX_LAYERS, or with a used id, nothing changes.
 */
export function addLayer<P extends PhotoSlot>(
  s: LayersState<P>,
  layer: Layer,
  boxOf: BoxOf<P>,
): LayersState<P> {
  if (!canAddLayer(s) || s.layers.some((l) => l.id === layer.id)) return s;
  const images = s.images.map((img) =>
    withPlacement(img, layer.id, defaultPlacement(layer, img, boxOf(layer, img))),
  );
  const cur = images[s.currentIndex];
  const placements = cur
    ? { ...s.placements, [layer.id]: { ...cur.placements[layer.id]! } }
    : withoutKey(s.placements, layer.id);
  return { ...s, layers: [...s.layers, layer], images, placements };
}

/** Removes a layer with its placements, project-level ones included (as removing the logo clears them). */
export function removeLayer<P extends PhotoSlot>(s: LayersState<P>, id: string): LayersState<P> {
  if (!s.layers.some((l) => l.id === id)) return s;
  return {
    ...s,
    layers: s.layers.filter((l) => l.id !== id),
    placements: withoutKey(s.placements, id),
    images: s.images.map((img) => ({ ...img, placements: withoutKey(img.placements, id) })),
  };
}

/** Moves a layer to `index` in the drawing order (0 is the bottom); indexes past the ends are clamped. */
export function moveLayer<P extends PhotoSlot>(s: LayersState<P>, id: string, index: number): LayersState<P> {
  const from = s.layers.findIndex((l) => l.id === id);
  if (from < 0) return s;
  const to = Math.max(0, Math.min(s.layers.length - 1, Math.trunc(index)));
  if (to === from) return s;
  const layers = [...s.layers];
  const [moved] = layers.splice(from, 1);
  layers.splice(to, 0, moved!);
  return { ...s, layers };
}

export const setLayerVisible = <P extends PhotoSlot>(s: LayersState<P>, id: string, visible: boolean) =>
  updateLayer(s, id, { visible });

type Editable<L> = Partial<Omit<L, 'id' | 'kind'>>;
export type LayerPatch = Editable<ImageLayer> | Editable<TextLayer>;

/**
 * Changes a layer's content or style (text, font, tile, size reference...); its id and kind never change.
 * The result must pass the layer schema, else nothing changes, so the state always holds valid layers.
 */
export function updateLayer<P extends PhotoSlot>(
  s: LayersState<P>,
  id: string,
  patch: LayerPatch,
): LayersState<P> {
  const index = s.layers.findIndex((l) => l.id === id);
  const layer = s.layers[index];
  if (!layer) return s;
  const parsed = layerSchema.safeParse({ ...layer, ...patch, id: layer.id, kind: layer.kind });
  if (!parsed.success) return s;
  return { ...s, layers: s.layers.map((l, i) => (i === index ? parsed.data : l)) };
}

/** The layer the canvas edits when `id` is gone (deleted): the one that took its place, else the top one. */
export function selectionAfterRemove(layers: readonly Layer[], removedIndex: number): string | null {
  return (layers[Math.min(removedIndex, layers.length - 1)] ?? null)?.id ?? null;
}
