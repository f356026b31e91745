import { describe, expect, it } from 'vitest';
import { imageLayerSchema } from '../layers';
import {
  LEGACY_LOGO_ID,
  legacyProjectWatermark,
  projectWatermarkSchema,
  watermarkFileIds,
} from './watermark-files';

const s = (x: number) => ({ x, y: 0.4, scale: 0.2, opacity: 0.7, rotation: 15 });

describe('a project saved before layers', () => {
  it('becomes one free image layer placed exactly as each photo was saved', () => {
    const w = legacyProjectWatermark({ width: 300, height: 80 }, [s(0.1), s(0.6)], null);
    expect(w.layers).toEqual([
      imageLayerSchema.parse({
        id: LEGACY_LOGO_ID,
        kind: 'image',
        fileId: LEGACY_LOGO_ID,
        width: 300,
        height: 80,
      }),
    ]);
    expect(w.photos).toEqual([{ logo: { ...s(0.1), anchor: null } }, { logo: { ...s(0.6), anchor: null } }]);
    expect(w.placements).toEqual({ logo: { ...s(0.1), anchor: null } });
  });

  it('keeps the "logo-settings" entry of a project saved without photos as the project level', () => {
    const w = legacyProjectWatermark({ width: 10, height: 10 }, [], s(0.9));
    expect([w.photos, w.placements]).toEqual([[], { logo: { ...s(0.9), anchor: null } }]);
  });
});

describe('projectWatermarkSchema', () => {
  const layer = imageLayerSchema.parse({ id: 'a', kind: 'image', fileId: 'f', width: 1, height: 1 });
  it('refuses placements of a layer that is not there', () => {
    const ok = { layers: [layer], placements: {}, photos: [{ a: { ...s(0.1) } }] };
    expect(projectWatermarkSchema.safeParse(ok).success).toBe(true);
    expect(projectWatermarkSchema.safeParse({ ...ok, photos: [{ b: s(0.1) }] }).success).toBe(false);
  });
  it('lists each file once, however many layers share it', () => {
    expect(watermarkFileIds({ layers: [layer, { ...layer, id: 'b' }] })).toEqual(['f']);
  });
});
