// What the export draws on each photo: the batch's watermark (or the legacy single logo as a one-layer
// watermark, so there is one code path), each photo's placements, and each text layer's filled text.
import {
  cameraName,
  exifDateParts,
  fillTokens,
  hasTokens,
  imageLayerSchema,
  localDateParts,
  type Layer,
  type LayerPlacement,
  type PhotoPlacements,
} from '#shared/layers';
import type { LogoSettings } from '#shared/placement';
import type { Batch, BatchImage, BatchWatermark } from '../lib/batch';
import { photoTags } from './photo-tags';
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

export interface TokenRun {
  /** 1-based position, batch size, interface language. */
  n: number;
  total: number;
  locale: string;
}

/** Each text layer's text for this photo, tokens filled; EXIF is read only when a token needs it. */
export async function filledTexts(
  layers: readonly Layer[],
  img: BatchImage,
  run: TokenRun,
): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  const text = layers.flatMap((l) => (l.kind === 'text' && l.visible ? [l] : []));
  if (text.length === 0) return texts;
  const tags = text.some((l) => hasTokens(l.text)) ? await photoTags(img.file) : null;
  const ctx = {
    fileName: img.name,
    ...run,
    captureDate: exifDateParts(tags?.dateTimeOriginal),
    fileDate: localDateParts(img.file.lastModified),
    artist: tags?.artist,
    copyright: tags?.copyright,
    camera: cameraName(tags?.make, tags?.model),
  };
  for (const l of text) texts[l.id] = fillTokens(l.text, ctx);
  return texts;
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
