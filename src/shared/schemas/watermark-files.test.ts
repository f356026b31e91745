import { describe, expect, it } from 'vitest';
import { imageLayerSchema } from '../layers';
import { projectWatermarkSchema, watermarkFileIds } from './watermark-files';

const s = (x: number) => ({ x, y: 0.4, scale: 0.2, opacity: 0.7, rotation: 15 });

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
