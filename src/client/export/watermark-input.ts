// What the export draws on each photo: the batch's watermark (or the legacy single logo as a one-layer
// watermark, so there is one code path), each photo's placements, and each text layer's filled text.
import {
  filledLayerTexts,
  imageLayerSchema,
  localDateParts,
  type Layer,
  type LayerPlacement,
  type PhotoPlacements,
  type TokenRun,
} from '#shared/layers';
import type { LogoSettings } from '#shared/placement';
import type { Batch, BatchImage, BatchWatermark } from '../lib/batch';
import type { ComposeWatermark } from './worker/compose';

export type WatermarkSource = BatchWatermark;

/** The id of the one layer an old-style batch (a logo and its settings) becomes. */
export const LEGACY_LOGO_ID = 'logo';

const freely = (s: LogoSettings): LayerPlacement => ({ ...s, anchor: null });

/** The batch's watermark; a batch that has only `logo` gives a one-layer watermark; none gives null. */
export function batchWatermark(batch: Batch): WatermarkSource | null {
  if (batch.watermark) return batch.watermark;
  const logo = batch.logo;
  if (!logo) return null;
  const layer = imageLayerSchema.parse({
    id: LEGACY_LOGO_ID,
    kind: 'image',
    fileId: LEGACY_LOGO_ID,
    width: logo.width,
    height: logo.height,
  });
  const placements: PhotoPlacements = {};
  if (batch.projectSettings) placements[LEGACY_LOGO_ID] = freely(batch.projectSettings);
  return { layers: [layer], placements, files: { [LEGACY_LOGO_ID]: logo } };
}

/** A photo's placements: its own per layer, else the project-level ones (the spec's inheritance). */
export function photoPlacements(w: WatermarkSource, img: BatchImage, legacy: boolean): PhotoPlacements {
  // Old-style images may come without `placements` (saved before layers): their settings stand for the logo.
  const own = legacy ? { [LEGACY_LOGO_ID]: freely(img.settings) } : (img.placements ?? {});
  return { ...w.placements, ...own };
}

/** Each text layer's text for this photo, tokens filled; EXIF is read only when a token needs it. */
export function filledTexts(layers: readonly Layer[], img: BatchImage, run: TokenRun) {
  return filledLayerTexts(
    layers,
    { name: img.name, file: img.file, fileDate: localDateParts(img.file.lastModified) },
    run,
  );
}

/** The compose input's watermark for one photo. */
export async function composeWatermark(
  w: WatermarkSource,
  img: BatchImage,
  legacy: boolean,
  run: TokenRun,
): Promise<ComposeWatermark> {
  return {
    layers: w.layers,
    placements: photoPlacements(w, img, legacy),
    texts: await filledTexts(w.layers, img, run),
  };
}
