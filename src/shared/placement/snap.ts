export const SNAP_FRACTIONS = [0, 1 / 3, 1 / 2, 2 / 3, 1] as const;
export const SNAP_THRESHOLD_PX = 10;

export interface SnapResult {
  /** Box top-left after snapping, in stage pixels. */
  left: number;
  top: number;
  /** Guide lines to draw: x positions of vertical lines, y positions of horizontal lines. */
  vertical: number[];
  horizontal: number[];
}

function snapAxis(center: number, length: number): { delta: number; line: number | null } {
  let best: { delta: number; line: number | null } = { delta: 0, line: null };
  for (const f of SNAP_FRACTIONS) {
    const line = f * length;
    const delta = line - center;
    if (
      Math.abs(delta) <= SNAP_THRESHOLD_PX &&
      (best.line === null || Math.abs(delta) < Math.abs(best.delta))
    ) {
      best = { delta, line };
    }
  }
  return best;
}

/** Matches the logo centre against lines at 0, 1/3, 1/2, 2/3 and 1 of the stage within 10 stage pixels. */
export function snapBox(
  left: number,
  top: number,
  box: { width: number; height: number },
  stage: { width: number; height: number },
): SnapResult {
  const sx = snapAxis(left + box.width / 2, stage.width);
  const sy = snapAxis(top + box.height / 2, stage.height);
  return {
    left: left + sx.delta,
    top: top + sy.delta,
    vertical: sx.line === null ? [] : [sx.line],
    horizontal: sy.line === null ? [] : [sy.line],
  };
}
