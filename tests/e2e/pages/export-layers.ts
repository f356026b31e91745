// Test page (never shipped): exports the chosen photos through the app's export (exportBatch: compose
// workers, fonts, zip) with a watermark given as data, until the editor's layer controls can build one.
import { layersSchema, photoPlacementsSchema } from '#shared/layers';
import type { Batch } from '#client/lib/batch';
import { exportBatch } from '#client/export/run';
import type { WatermarkSource } from '#client/export/watermark-input';

interface Job {
  layers: unknown;
  placements: unknown;
}

declare global {
  interface Window {
    exportLayers?: (job: Job) => Promise<{ produced: number; failed: number; status: string }>;
  }
}

window.exportLayers = async (job) => {
  const input = document.getElementById('photos') as HTMLInputElement;
  const photos = [...(input.files ?? [])];
  const placements = photoPlacementsSchema.parse(job.placements);
  const watermark: WatermarkSource = { layers: layersSchema.parse(job.layers), placements, files: {} };
  const settings = { x: 0, y: 0, scale: 0.2, opacity: 1, rotation: 0 };
  const batch: Batch & { watermark: WatermarkSource } = {
    images: photos.map((file, i) => ({ id: String(i), file, name: file.name, settings, placements: {} })),
    logo: null,
    projectSettings: null,
    watermark,
  };
  const r = await exportBatch(batch, new AbortController().signal);
  return { produced: r.produced, failed: r.failed, status: r.status };
};
