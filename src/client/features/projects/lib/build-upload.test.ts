import { describe, expect, it } from 'vitest';
import type { Batch, BatchLogo } from '#client/lib/batch';
import { imageLayerSchema, textLayerSchema, type LayerPlacement } from '#shared/layers';
import { projectMetaSchema } from '#shared/schemas/projects';
import { toFormData } from '../api/upload-form';
import { NoLogoError, buildUpload } from './build-upload';

const settings = { x: 0.1, y: 0.2, scale: 0.3, opacity: 1, rotation: 0 };
const place = (x: number): LayerPlacement => ({
  ...settings,
  x,
  anchor: { corner: 'top-left', margin: 0.05 },
});
const file = (name: string, type: string) => new File([new Uint8Array(16).fill(7)], name, { type });
const logo = (id: string): BatchLogo => ({
  file: file(`${id}.png`, 'image/png'),
  name: `${id}.png`,
  type: 'image/png',
  width: 40,
  height: 10,
});
const image = imageLayerSchema.parse({ id: 'L1', kind: 'image', fileId: 'f1', width: 40, height: 10 });
const second = imageLayerSchema.parse({ id: 'L2', kind: 'image', fileId: 'f2', width: 40, height: 10 });
const text = textLayerSchema.parse({ id: 'T', kind: 'text', text: '© {year}' });

/** A batch as the editor hands it over once it has layers (Batch.watermark, BatchImage.placements). */
function layered(layers = [image, text, second], withLogo = true): Batch {
  const files = { f1: logo('f1'), f2: logo('f2') };
  return {
    images: [0, 1].map((i) => ({
      id: `p${i}`,
      file: file(`p${i}.jpg`, 'image/jpeg'),
      name: `p${i}.jpg`,
      settings,
      placements: { L1: place(0.1 * i), T: place(0.5) },
    })),
    logo: withLogo ? files.f1 : null,
    projectSettings: settings,
    watermark: { layers, placements: { L1: place(0.3) }, files },
  };
}

describe('a project save with layers', () => {
  it('sends the watermark with per-photo placements and one "logos" part per file, no "logo" part', async () => {
    const upload = await buildUpload(layered(), 'Layers', true);
    const meta = projectMetaSchema.parse(upload.meta);
    expect(meta.watermark?.layers.map((l) => l.id)).toEqual(['L1', 'T', 'L2']);
    expect(meta.watermark?.photos[1]).toEqual({ L1: place(0.1), T: place(0.5) });
    expect(meta.watermark?.placements).toEqual({ L1: place(0.3) });
    const form = toFormData(upload);
    expect(form.getAll('logo')).toEqual([]);
    expect((form.getAll('logos') as File[]).map((f) => f.name)).toEqual(['f1', 'f2']);
    expect(form.getAll('images')).toHaveLength(2);
    // The parts carry the ids; the names the editor shows travel in the meta (decision 384).
    expect(meta.logoNames).toEqual({ f1: 'f1.png', f2: 'f2.png' });
  });

  it('saves a text-only watermark without any logo, and without photos keeps no per-photo maps', async () => {
    const upload = await buildUpload(layered([text], false), 'Text', false);
    expect(upload.meta.watermark).toMatchObject({ photos: [] });
    const form = toFormData(upload);
    expect([form.getAll('logo'), form.getAll('logos'), form.getAll('images')]).toEqual([[], [], []]);
  });

  it('refuses a batch with neither a logo nor a layer, with the spec message', async () => {
    const empty: Batch = { images: [], logo: null, projectSettings: null, watermark: null };
    await expect(buildUpload(empty, 'x', true)).rejects.toBeInstanceOf(NoLogoError);
  });

  it('keeps the old shape when the batch has no layers', async () => {
    const old: Batch = { images: [], logo: logo('brand'), projectSettings: settings, watermark: null };
    const form = toFormData(await buildUpload(old, 'Old', true));
    expect(JSON.parse(form.get('meta') as string)).not.toHaveProperty('watermark');
    expect((form.get('logo') as File).name).toBe('brand.png');
  });
});
