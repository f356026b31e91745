import type { Batch, BatchWatermark } from '#client/lib/batch';
import type { LogoSettings } from '#shared/placement';

const KEYS = ['x', 'y', 'scale', 'opacity', 'rotation'] as const;
const sameSettings = (a: LogoSettings | null, b: LogoSettings | null) =>
  a === b || (!!a && !!b && KEYS.every((k) => a[k] === b[k]));

// Layers and placements are plain data (zod-parsed): their JSON is a faithful comparison.
const sameData = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

function sameWatermark(a: BatchWatermark | null, b: BatchWatermark | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  const ids = Object.keys(a.files);
  return (
    sameData(a.layers, b.layers) &&
    ids.length === Object.keys(b.files).length &&
    ids.every((id) => a.files[id]?.file === b.files[id]?.file)
  );
}

/** Same photos (by id, in order), same layers and files, and same placements: nothing left to save. */
export function sameWork(a: Batch, b: Batch | null): boolean {
  if (!b || a.logo?.file !== b.logo?.file || a.images.length !== b.images.length) return false;
  // A batch from before layers (no watermark field) is compared by its one logo only.
  if (b.watermark !== undefined && !sameWatermark(a.watermark, b.watermark)) return false;
  if (a.images.length === 0 && !sameSettings(a.projectSettings, b.projectSettings)) return false;
  return a.images.every((img, i) => {
    const other = b.images[i]!;
    return (
      img.id === other.id &&
      sameSettings(img.settings, other.settings) &&
      (other.placements === undefined || sameData(img.placements, other.placements))
    );
  });
}
