// Logo settings and their rules: one model in photo fractions, so preview and export place the logo alike.
export interface LogoSettings {
  /** Left edge of the unrotated logo box, as a fraction of the image width. */
  x: number;
  /** Top edge of the unrotated logo box, as a fraction of the image height. */
  y: number;
  /** Logo width as a fraction of the image width. */
  scale: number;
  /** 0.1 to 1, multiplies the logo's alpha. */
  opacity: number;
  /** Degrees clockwise about the box centre, 0 to 360. */
  rotation: number;
}

export const POSITION_MIN = -0.5;
export const POSITION_MAX = 1.5;
export const SCALE_MIN = 0.05;
export const SCALE_MAX = 1;
export const OPACITY_MIN = 0.1;
export const OPACITY_MAX = 1;
export const ROTATION_MAX = 360;
export const DEFAULT_SCALE = 0.6;

/** Used until the sizes are known; x 0.2 centres a 0.6-wide logo horizontally. */
export const DEFAULT_SETTINGS: Readonly<LogoSettings> = {
  x: 0.2,
  y: 0.2,
  scale: DEFAULT_SCALE,
  opacity: 1,
  rotation: 0,
};

export function round6(v: number): number {
  return Math.round(v * 1e6) / 1e6 + 0; // + 0 turns -0 into 0
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export function clampPosition(v: number): number {
  return round6(clamp(v, POSITION_MIN, POSITION_MAX));
}

/** Brings any settings (typed by a user, dragged, loaded from a project) inside the model's rules. */
export function normalizeSettings(s: LogoSettings): LogoSettings {
  const finite = (v: number, d: number) => (Number.isFinite(v) ? v : d);
  const rotation = finite(s.rotation, 0) % ROTATION_MAX;
  return {
    x: clampPosition(finite(s.x, DEFAULT_SETTINGS.x)),
    y: clampPosition(finite(s.y, DEFAULT_SETTINGS.y)),
    scale: round6(clamp(finite(s.scale, DEFAULT_SCALE), SCALE_MIN, SCALE_MAX)),
    opacity: round6(clamp(finite(s.opacity, 1), OPACITY_MIN, OPACITY_MAX)),
    rotation: round6(rotation < 0 ? rotation + ROTATION_MAX : rotation),
  };
}
