import { DEFAULT_SCALE, clampPosition, normalizeSettings, round6, type LogoSettings } from './settings';
import { logoHeightFraction, type Size } from './transform';

export const QUICK_POSITIONS = ['top-left', 'top-right', 'bottom-left', 'bottom-right', 'center'] as const;
export type QuickPosition = (typeof QUICK_POSITIONS)[number];
export const QUICK_MARGIN = 0.05;

/** Quick positions keep the box 5% from the edges, using the logo's true height (not 0.6 x scale). */
export function quickPosition(pos: QuickPosition, s: LogoSettings, image: Size, logo: Size): LogoSettings {
  const h = logoHeightFraction(s.scale, image, logo);
  const right = 1 - QUICK_MARGIN - s.scale;
  const bottom = 1 - QUICK_MARGIN - h;
  const xy: Record<QuickPosition, [number, number]> = {
    'top-left': [QUICK_MARGIN, QUICK_MARGIN],
    'top-right': [right, QUICK_MARGIN],
    'bottom-left': [QUICK_MARGIN, bottom],
    'bottom-right': [right, bottom],
    center: [(1 - s.scale) / 2, (1 - h) / 2],
  };
  const [x, y] = xy[pos];
  return normalizeSettings({ ...s, x, y });
}

/** A newly added logo: centred at 60% of the image width. */
export function centeredDefaults(image: Size, logo: Size): LogoSettings {
  return quickPosition('center', { x: 0, y: 0, scale: DEFAULT_SCALE, opacity: 1, rotation: 0 }, image, logo);
}

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';
export const NUDGE_STEP = 0.01;
export const NUDGE_STEP_FINE = 0.001;

/** Arrow keys move by 0.01 of the image, or 0.001 with Shift. Left always means towards the photo's left edge. */
export function nudge(s: LogoSettings, key: ArrowKey, fine: boolean): LogoSettings {
  const step = fine ? NUDGE_STEP_FINE : NUDGE_STEP;
  const dx = key === 'ArrowLeft' ? -step : key === 'ArrowRight' ? step : 0;
  const dy = key === 'ArrowUp' ? -step : key === 'ArrowDown' ? step : 0;
  return { ...s, x: clampPosition(round6(s.x + dx)), y: clampPosition(round6(s.y + dy)) };
}
