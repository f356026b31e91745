import type { Batch, BatchImage } from '#client/lib/batch';
import { layerFileNames, layerFiles } from '#client/lib/watermark-form';
import { DEFAULT_SETTINGS, type LogoSettings, type Size } from '#shared/placement';
import { LOGO_SETTINGS_KEY } from '#shared/schemas/projects';
import type { ProjectUpload } from '../api/upload-form';
import { compressForSave, type CompressOptions } from '../compress/compress-photos';

export class NoLogoError extends Error {}

/** Something to save: a logo, or at least one layer (a text-only watermark has no logo). */
export const hasWatermark = (batch: Batch) => !!batch.logo || (batch.watermark?.layers.length ?? 0) > 0;

/**
 * Positions keyed by photo id in photo order. Integer-like keys would be reordered by every
 * JavaScript engine (they sort first), so such ids get a prefix.
 */
export function positionsFor(batch: Batch, withImages: boolean): Record<string, LogoSettings> {
  if (!withImages || batch.images.length === 0) {
    return {
      [LOGO_SETTINGS_KEY]: batch.projectSettings ?? batch.images[0]?.settings ?? { ...DEFAULT_SETTINGS },
    };
  }
  const entries = batch.images.map((img, i): [string, LogoSettings] => {
    const key =
      /^\d+$/.test(img.id) || img.id === LOGO_SETTINGS_KEY || !img.id ? `image-${i}-${img.id}` : img.id;
    return [key, img.settings];
  });
  return Object.fromEntries(entries);
}

/**
 * A photo's full size, recorded with every save: a photo the save reduces (SAVE_COMPRESSION) then
 * still says how large it was, and one reduced by an earlier save keeps its first size (decision 192).
 */
function originalSize(img: BatchImage): Size | null {
  if (img.original) return img.original;
  return img.width && img.height ? { width: img.width, height: img.height } : null;
}

/** The upload for a batch: photos over 2 MB re-encoded first, or none when images are not saved. */
export async function buildUpload(
  batch: Batch,
  name: string,
  withImages: boolean,
  options: CompressOptions = {},
): Promise<ProjectUpload> {
  if (!hasWatermark(batch)) throw new NoLogoError('No logo to save');
  const layers = batch.watermark;
  const include = withImages && batch.images.length > 0;
  const images = include
    ? await compressForSave(
        batch.images.map((i) => ({ file: i.file, type: i.type })),
        options,
      )
    : [];
  return {
    meta: {
      name: name.trim(),
      positions: positionsFor(batch, include),
      ...(batch.exportSettings && { exportSettings: batch.exportSettings }),
      ...(include && { originals: batch.images.map(originalSize) }),
      ...(layers && {
        watermark: {
          layers: layers.layers,
          placements: layers.placements,
          photos: include ? batch.images.map((img) => img.placements) : [],
        },
        logoNames: layerFileNames(layers),
      }),
    },
    images,
    logo: batch.logo?.file ?? null,
    ...(layers && { logos: layerFiles(layers) }),
  };
}
