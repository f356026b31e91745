import 'fake-indexeddb/auto';
import { clear, createStore } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_EXPORT_SETTINGS } from '#shared/export-settings';
import { imageLayerSchema, textLayerSchema } from '#shared/layers';
import { PRESET_MAX_PER_USER } from '#shared/schemas/presets';
import type { PresetContent } from '../model';
import {
  BrowserPresetLimitError,
  deleteBrowserPreset,
  listBrowserPresets,
  loadBrowserPreset,
  saveBrowserPreset,
} from './browser-presets';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const image = imageLayerSchema.parse({ id: 'L', kind: 'image', fileId: 'f-1', width: 300, height: 90 });
const text = textLayerSchema.parse({ id: 'T', kind: 'text', text: 'שלום © {year}', style: { bold: true } });
const place = {
  x: 0.9,
  y: 0.9,
  scale: 0.2,
  opacity: 0.6,
  rotation: 45,
  anchor: { corner: 'bottom-right', margin: 0.04 },
} as const;

function content(): PresetContent {
  const file = new File([png], 'brand.png', { type: 'image/png' });
  return {
    watermark: {
      layers: [image, text],
      placements: { L: place, T: { ...place, anchor: null } },
      files: {
        'f-1': { file, name: 'brand.png', type: 'image/png', width: 300, height: 90 },
        // A file no layer uses any more is not kept.
        stale: { file, name: 'old.png', type: 'image/png', width: 1, height: 1 },
      },
    },
    exportSettings: { ...DEFAULT_EXPORT_SETTINGS, format: 'png', quality: 70 },
  };
}

beforeEach(() => clear(createStore('logobatch-presets', 'presets')));

describe('presets in this browser', () => {
  it('round-trips layers, placements, output settings and the logo file as bytes', async () => {
    const saved = await saveBrowserPreset('Proofs', content());
    expect(saved).toMatchObject({ name: 'Proofs', place: 'browser' });
    const back = await loadBrowserPreset(saved.id);
    expect(back?.watermark.layers).toEqual([image, text]);
    expect(back?.watermark.placements).toEqual({ L: place, T: { ...place, anchor: null } });
    expect(back?.exportSettings).toMatchObject({ format: 'png', quality: 70 });
    expect(Object.keys(back!.watermark.files)).toEqual(['f-1']);
    const logo = back!.watermark.files['f-1']!;
    expect(logo).toMatchObject({ name: 'brand.png', type: 'image/png', width: 300, height: 90 });
    expect(new Uint8Array(await logo.file.arrayBuffer())).toEqual(png);
  });

  it('lists newest first, replaces under the same id, and deletes', async () => {
    const a = await saveBrowserPreset('A', content());
    await new Promise((r) => setTimeout(r, 5));
    const b = await saveBrowserPreset('B', { ...content(), exportSettings: null });
    expect((await listBrowserPresets()).map((p) => p.name)).toEqual(['B', 'A']);
    await new Promise((r) => setTimeout(r, 5));
    const a2 = await saveBrowserPreset(
      'A again',
      { ...content(), watermark: { layers: [text], placements: {}, files: {} } },
      a.id,
    );
    expect(a2.id).toBe(a.id);
    expect((await listBrowserPresets()).map((p) => p.name)).toEqual(['A again', 'B']);
    expect((await loadBrowserPreset(a.id))?.watermark.layers).toEqual([text]);
    expect((await loadBrowserPreset(b.id))?.exportSettings).toBeNull();
    await deleteBrowserPreset(b.id);
    expect(await loadBrowserPreset(b.id)).toBeNull();
    expect((await listBrowserPresets()).map((p) => p.id)).toEqual([a.id]);
  });

  it('refuses layers the schema refuses, and keeps at most as many as an account', async () => {
    const bad = content();
    bad.watermark.layers = [image, image];
    await expect(saveBrowserPreset('Twins', bad)).rejects.toThrow();
    expect(await listBrowserPresets()).toEqual([]);
    const small = { ...content(), watermark: { layers: [text], placements: {}, files: {} } };
    await Promise.all(
      Array.from({ length: PRESET_MAX_PER_USER }, (_, i) => saveBrowserPreset(`P${i}`, small)),
    );
    await expect(saveBrowserPreset('One more', small)).rejects.toBeInstanceOf(BrowserPresetLimitError);
  });
});
