import { describe, expect, it } from 'vitest';
import { ENLARGEMENT_WARNING, logoEnlargement } from './enlarge';

const png = { type: 'image/png', width: 400, height: 160 };
const svg = { type: 'image/svg+xml', width: 100, height: 40 };
const at = (scale: number) => ({ x: 0, y: 0, scale, opacity: 1, rotation: 0 });

describe('logoEnlargement', () => {
  it.each([
    [png, 0.1, { width: 2000, height: 1000 }, 1, false], // drawn 200 px wide: shrunk
    [png, 0.2, { width: 2000, height: 1000 }, 1, false], // exactly 400 px
    [png, 0.5, { width: 2000, height: 1000 }, 2.5, true], // 1000 px from 400
    [png, 0.21, { width: 2000, height: 1000 }, 1.05, false], // 5%: below the warning
    [svg, 1, { width: 6000, height: 4000 }, 1, false], // vectors are rasterised at the drawn size
  ])('%o at scale %s on %o: %s', (logo, scale, photo, factor, warn) => {
    expect(logoEnlargement(logo, at(scale), photo)).toBeCloseTo(factor, 6);
    expect(logoEnlargement(logo, at(scale), photo) > ENLARGEMENT_WARNING).toBe(warn);
  });
});
