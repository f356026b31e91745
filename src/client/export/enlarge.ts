// Tells the editor's logo preview when the export will enlarge a raster logo beyond its natural
// pixels (an SVG is rasterised at the drawn size, so it never is).
import { placementToPixels, type LogoSettings, type Size } from '#shared/placement';

export interface LogoInfo {
  type: string;
  width: number;
  height: number;
}

/**
 * How many times a raster logo is enlarged on a photo of `photo` pixels (after EXIF orientation)
 * with these settings: 1 when it is not (or it is an SVG), e.g. 2.5 when 400 px are drawn 1000 px wide.
 */
export function logoEnlargement(logo: LogoInfo, settings: LogoSettings, photo: Size): number {
  if (logo.type === 'image/svg+xml' || !(logo.width > 0)) return 1;
  const drawn = placementToPixels(settings, photo, logo).width;
  return Math.max(1, drawn / logo.width);
}

/** Above this factor the preview should warn: a few percent is invisible. */
export const ENLARGEMENT_WARNING = 1.05;
