// Issue 13's figure: the same export as ours.ts, with the watermark as layers. ?mode=logo draws the
// logo layer alone, ?mode=layers adds a tiled text layer (outlined, turned) over the whole photo.
import { imageLayerSchema, textLayerSchema, type Layer, type PhotoPlacements } from '#shared/layers';
import type { Batch } from '#client/lib/batch';
import { exportBatch } from '#client/export/run';
import type { WatermarkSource } from '#client/export/watermark-input';
import { el, inputs, naturalSize, report } from './common';

el('start').addEventListener('click', async () => {
  try {
    const { photos, logo } = inputs();
    const settings = window.__bench!.settings;
    const size = await naturalSize(logo);
    const layers: Layer[] = [imageLayerSchema.parse({ id: 'logo', kind: 'image', fileId: 'logo', ...size })];
    const placements: PhotoPlacements = { logo: { ...settings, anchor: null } };
    if (new URLSearchParams(location.search).get('mode') === 'layers') {
      layers.push(
        textLayerSchema.parse({
          id: 'proof',
          kind: 'text',
          text: '© Dana Levi {year}\nPROOF',
          tile: { enabled: true, spacing: 0.6 },
          style: { font: 'noto-sans', bold: true, outline: { enabled: true } },
        }),
      );
      placements.proof = { x: 0.1, y: 0.1, scale: 0.2, opacity: 0.35, rotation: -30, anchor: null };
    }
    const logoFile = { file: logo, name: logo.name, type: logo.type || 'image/png', ...size };
    const watermark: WatermarkSource = { layers, placements, files: { logo: logoFile } };
    const batch: Batch & { watermark: WatermarkSource } = {
      images: photos.map((file, i) => ({ id: String(i), file, name: file.name, settings, placements })),
      logo: logoFile,
      projectSettings: null,
      watermark,
    };
    const t0 = performance.now();
    const r = await exportBatch(batch, new AbortController().signal);
    report({ ms: performance.now() - t0, produced: r.produced, failed: r.failed, bytes: 0 });
  } catch (e) {
    report({ error: String(e) });
  }
});
