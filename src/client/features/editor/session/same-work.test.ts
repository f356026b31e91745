import { describe, expect, it } from 'vitest';
import type { Batch } from '#client/lib/batch';
import { textLayerSchema } from '#shared/layers';
import { sameWork } from './same-work';

const S = (x: number) => ({ x, y: 0.2, scale: 0.6, opacity: 1, rotation: 0 });
const file = new File(['l'], 'logo.png', { type: 'image/png' });
const logo = { file, name: 'logo.png', type: 'image/png', width: 10, height: 5 };
const photo = (id: string, x: number) => ({
  id,
  file: new File(['p'], `${id}.jpg`),
  name: `${id}.jpg`,
  settings: S(x),
  placements: {},
});
const batch = (images: ReturnType<typeof photo>[], projectSettings = S(0.5)): Batch => ({
  images,
  logo,
  watermark: null,
  projectSettings,
});

describe('sameWork', () => {
  it('is the same work when photos, logo and placements match', () => {
    expect(sameWork(batch([photo('a', 0.1)]), batch([photo('a', 0.1)]))).toBe(true);
  });

  it('differs once a placement moves, a photo is added or the logo changes', () => {
    const saved = batch([photo('a', 0.1)]);
    expect(sameWork(batch([photo('a', 0.2)]), saved)).toBe(false);
    expect(sameWork(batch([photo('a', 0.1), photo('b', 0.1)]), saved)).toBe(false);
    expect(sameWork({ ...saved, logo: { ...logo, file: new File(['x'], 'logo.png') } }, saved)).toBe(false);
    expect(sameWork(saved, null)).toBe(false);
  });

  it('photos left out of a saved project are still unsaved work', () => {
    expect(sameWork(batch([photo('a', 0.1)]), batch([]))).toBe(false);
  });

  it('differs once a layer changes, even with the same logo placements', () => {
    const layer = textLayerSchema.parse({ id: 't', kind: 'text', text: 'A' });
    const wm = (text: string) => ({ layers: [{ ...layer, text }], placements: {}, files: {} });
    const saved = { ...batch([photo('a', 0.1)]), watermark: wm('A') };
    expect(sameWork({ ...saved, watermark: wm('A') }, saved)).toBe(true);
    expect(sameWork({ ...saved, watermark: wm('B') }, saved)).toBe(false);
  });

  it('compares the project-level placement of a logo-only work', () => {
    expect(sameWork(batch([], S(0.3)), batch([], S(0.3)))).toBe(true);
    expect(sameWork(batch([], S(0.3)), batch([], S(0.4)))).toBe(false);
  });
});
