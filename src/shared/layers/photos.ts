// Photos and placements: the spec's per-image settings and inheritance rules, applied to each layer.
import { QUICK_MARGIN, anchorFor, normalizeSettings, type Anchor, type QuickPosition } from '../placement';
import { resolvePlacement } from './box';
import { ANCHOR_MARGIN_MAX, type LayerPlacement, type PhotoPlacements } from './schema';
import {
  LOGO_ONLY_SURFACE,
  carryTo,
  currentPhoto,
  defaultPlacement,
  placementOn,
  withPlacement,
  type BoxOf,
  type LayersState,
  type PhotoSlot,
} from './state';

/**
 * Adds photos. Each layer on a new photo takes the current photo's placement of that layer; in an empty
 * editor the project-level one; else the default (centred on the new photo). Anchored placements are
 * worked out again on each new photo. `usedSaved` says whether project-level placements were used
 * (the spec's "New images added with saved logo positioning!").
 */
export function addImages<P extends PhotoSlot>(
  s: LayersState<P>,
  added: readonly Omit<P, 'placements'>[],
  boxOf: BoxOf<P>,
): { state: LayersState<P>; usedSaved: boolean } {
  if (added.length === 0) return { state: s, usedSaved: false };
  const wasEmpty = s.images.length === 0;
  const source: PhotoPlacements = currentPhoto(s)?.placements ?? (wasEmpty ? s.placements : {});
  const fresh = added.map((img) => {
    const photo = { ...img, placements: {} } as P;
    const placements: PhotoPlacements = {};
    for (const layer of s.layers) {
      const from = source[layer.id];
      placements[layer.id] = from
        ? carryTo(from, layer, photo, boxOf)
        : defaultPlacement(layer, photo, boxOf(layer, photo));
    }
    return { ...photo, placements };
  });
  const usedSaved = wasEmpty && s.layers.some((l) => s.placements[l.id] !== undefined);
  return {
    state: { ...s, images: [...s.images, ...fresh], currentIndex: wasEmpty ? 0 : s.currentIndex },
    usedSaved,
  };
}

/** Removes a photo; removing the last one keeps its placements as the project-level ones. */
export function removeImage<P extends PhotoSlot>(s: LayersState<P>, id: string): LayersState<P> {
  const index = s.images.findIndex((img) => img.id === id);
  if (index < 0) return s;
  const removed = s.images[index]!;
  const images = s.images.filter((img) => img.id !== id);
  if (images.length === 0) return { ...s, images, currentIndex: 0, placements: { ...removed.placements } };
  const currentIndex =
    index < s.currentIndex ? s.currentIndex - 1 : Math.min(s.currentIndex, images.length - 1);
  return { ...s, images, currentIndex };
}

export type PlacementPatch = Partial<LayerPlacement>;

/**
 * Changes a layer's placement on the current photo and the project-level one (the spec's rule).
 * Moving it (x or y in the patch) frees it from its anchor; a new anchor (a quick position) places it at
 * that corner; Size, Rotation and Opacity keep an anchored layer at its corner. The stored x and y are
 * always the resolved ones, so the X and Y fields show where the layer is.
 */
export function updatePlacement<P extends PhotoSlot>(
  s: LayersState<P>,
  layerId: string,
  patch: PlacementPatch,
  boxOf: BoxOf<P>,
): LayersState<P> {
  const layer = s.layers.find((l) => l.id === layerId);
  if (!layer) return s;
  const photo = currentPhoto(s);
  const cur = placementOn(s, layer, photo, boxOf);
  const moved = patch.x !== undefined || patch.y !== undefined;
  const anchor = patch.anchor !== undefined ? patch.anchor : moved ? null : cur.anchor;
  let next: LayerPlacement = {
    ...normalizeSettings({ ...cur, ...patch }),
    anchor: anchor && normalizeAnchor(anchor),
  };
  if (next.anchor)
    next = resolvePlacement(next, layer.sizeRelativeTo, photo ?? LOGO_ONLY_SURFACE, boxOf(layer, photo));
  const images = photo
    ? s.images.map((img, i) => (i === s.currentIndex ? withPlacement(img, layerId, next) : img))
    : s.images;
  return { ...s, images, placements: { ...s.placements, [layerId]: { ...next } } };
}

const clampMargin = (m: number | undefined) =>
  Math.min(ANCHOR_MARGIN_MAX, Math.max(0, m !== undefined && Number.isFinite(m) ? m : QUICK_MARGIN));

function normalizeAnchor(a: Anchor): Anchor {
  const margin = clampMargin(a.margin);
  return a.marginY === undefined
    ? { corner: a.corner, margin }
    : { corner: a.corner, margin, marginY: clampMargin(a.marginY) };
}

/**
 * A quick position: anchors the layer at that corner, with the spec's margins on the current photo kept
 * as the same visual margins on every other shape (decision 211).
 */
export const quickPlace = <P extends PhotoSlot>(
  s: LayersState<P>,
  layerId: string,
  corner: QuickPosition,
  boxOf: BoxOf<P>,
): LayersState<P> =>
  updatePlacement(s, layerId, { anchor: anchorFor(corner, currentPhoto(s) ?? LOGO_ONLY_SURFACE) }, boxOf);

/** Apply to All for one layer: the current photo's placement on every photo (an anchored one at its corner on each). */
export function applyToAll<P extends PhotoSlot>(
  s: LayersState<P>,
  layerId: string,
  boxOf: BoxOf<P>,
): LayersState<P> {
  const layer = s.layers.find((l) => l.id === layerId);
  const cur = currentPhoto(s)?.placements[layerId];
  if (!layer || !cur) return s;
  return {
    ...s,
    images: s.images.map((img) => withPlacement(img, layerId, carryTo(cur, layer, img, boxOf))),
  };
}
