// Our export, through the same modules the editor uses (exportBatch: worker pool, streamed zip).
// Each photo carries its type read from its content, as the editor's intake gives it: without it the
// export reads no metadata, and the XMP row would measure photos whose metadata is dropped.
import { sniffImageType, TYPE_BYTES } from '#shared/files';
import { DEFAULT_EXPORT_SETTINGS } from '#shared/export-settings';
import type { Batch } from '#client/lib/batch';
import { exportBatch } from '#client/export/run';
import { el, inputs, naturalSize, report } from './common';

el('start').addEventListener('click', async () => {
  try {
    const { photos, logo } = inputs();
    const settings = window.__bench!.settings;
    const size = await naturalSize(logo);
    const types = await Promise.all(
      photos.map(async (f) => sniffImageType(new Uint8Array(await f.slice(0, TYPE_BYTES).arrayBuffer()))),
    );
    const batch: Batch = {
      images: photos.map((file, i) => ({
        id: String(i),
        file,
        name: file.name,
        type: types[i] ?? '',
        settings,
        placements: {},
      })),
      logo: { file: logo, name: logo.name, type: logo.type || 'image/png', ...size },
      watermark: null,
      projectSettings: null,
      exportSettings: { ...DEFAULT_EXPORT_SETTINGS, ...window.__bench!.output },
    };
    const t0 = performance.now();
    const r = await exportBatch(batch, new AbortController().signal);
    report({ ms: performance.now() - t0, produced: r.produced, failed: r.failed, bytes: 0 });
  } catch (e) {
    report({ error: String(e) });
  }
});
