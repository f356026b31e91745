import type { Batch } from '#client/lib/batch';
import type { LogoSettings } from '#shared/placement';

const KEYS = ['x', 'y', 'scale', 'opacity', 'rotation'] as const;
const sameSettings = (a: LogoSettings | null, b: LogoSettings | null) =>
  a === b || (!!a && !!b && KEYS.every((k) => a[k] === b[k]));

/** Same photos (by id, in order), same logo file and same placements: nothing left to save. */
export function sameWork(a: Batch, b: Batch | null): boolean {
  if (!b || a.logo?.file !== b.logo?.file || a.images.length !== b.images.length) return false;
  if (a.images.length === 0 && !sameSettings(a.projectSettings, b.projectSettings)) return false;
  return a.images.every(
    (img, i) => img.id === b.images[i]!.id && sameSettings(img.settings, b.images[i]!.settings),
  );
}
