// The layers part of the editor's state, as pure functions the editor's reducer calls: the spec's rules
// for settings (inheritance, project-level settings, Apply to All) applied to each layer on its own.
import { DEFAULT_SCALE, type Size } from '../placement';
import { resolvePlacement, type LayerBox } from './box';
import type { Layer, LayerPlacement, PhotoPlacements } from './schema';

/** A photo as the layer functions need it; the editor's image type extends this. */
export interface PhotoSlot extends Size {
  id: string;
  /** This photo's own placement of each layer, keyed by layer id. */
  placements: PhotoPlacements;
}

export interface LayersState<P extends PhotoSlot = PhotoSlot> {
  /** Bottom to top: the drawing order. */
  layers: readonly Layer[];
  /** Project-level placements: follow every change; the source for photos added to an empty editor. */
  placements: PhotoPlacements;
  images: readonly P[];
  currentIndex: number;
}

/** A layer's box on a photo (null: no photo, e.g. a logo-only project). Text boxes depend on the photo's tokens. */
export type BoxOf<P extends PhotoSlot = PhotoSlot> = (layer: Layer, photo: P | null) => LayerBox;

/** Aspect assumed where there is no photo to measure (a 3:2 photo). */
export const LOGO_ONLY_SURFACE: Size = { width: 1500, height: 1000 };

export const currentPhoto = <P extends PhotoSlot>(s: LayersState<P>): P | null =>
  s.images[s.currentIndex] ?? null;

/** A new layer's place on a photo: centred, at 60% of its Size reference, placed freely (the spec's default). */
export function defaultPlacement(layer: Layer, photo: Size, box: LayerBox): LayerPlacement {
  const centred = resolvePlacement(
    { x: 0, y: 0, scale: DEFAULT_SCALE, opacity: 1, rotation: 0, anchor: { corner: 'center', margin: 0 } },
    layer.sizeRelativeTo,
    photo,
    box,
  );
  return { ...centred, anchor: null };
}

/** The placement of a layer on a photo: its own, else the project-level one, else the default. */
export function placementOn<P extends PhotoSlot>(
  s: LayersState<P>,
  layer: Layer,
  photo: P | null,
  boxOf: BoxOf<P>,
): LayerPlacement {
  return (
    photo?.placements[layer.id] ??
    s.placements[layer.id] ??
    defaultPlacement(layer, photo ?? LOGO_ONLY_SURFACE, boxOf(layer, photo))
  );
}

/** What the panel and the canvas show for a layer: the current photo's placement (or the project-level one). */
export function activePlacement<P extends PhotoSlot>(
  s: LayersState<P>,
  layerId: string,
  boxOf: BoxOf<P>,
): LayerPlacement | null {
  const layer = s.layers.find((l) => l.id === layerId);
  if (!layer) return null;
  const photo = currentPhoto(s);
  const p = placementOn(s, layer, photo, boxOf);
  // Stored x and y of an anchored layer may predate a change of its text or size reference: show where it is.
  return p.anchor
    ? resolvePlacement(p, layer.sizeRelativeTo, photo ?? LOGO_ONLY_SURFACE, boxOf(layer, photo))
    : p;
}

/** The same placement carried to another photo: an anchored one is worked out again on that photo's shape. */
export function carryTo<P extends PhotoSlot>(
  p: LayerPlacement,
  layer: Layer,
  photo: P,
  boxOf: BoxOf<P>,
): LayerPlacement {
  return p.anchor ? resolvePlacement(p, layer.sizeRelativeTo, photo, boxOf(layer, photo)) : { ...p };
}

export const withPlacement = <P extends PhotoSlot>(photo: P, layerId: string, p: LayerPlacement): P => ({
  ...photo,
  placements: { ...photo.placements, [layerId]: p },
});

export function withoutKey<V>(map: Readonly<Record<string, V>>, key: string): Record<string, V> {
  const rest = { ...map };
  delete rest[key];
  return rest;
}
