// Test page (never shipped): exports the chosen photos through the app's export (exportBatch: compose
// workers, fonts, zip) with a watermark given as data, until the editor's layer controls can build one.
// Image layers' files come as base64 by file id; output settings may be given (else the defaults).
import { DEFAULT_EXPORT_SETTINGS, type ExportSettings } from '#shared/export-settings';
import { layersSchema, photoPlacementsSchema } from '#shared/layers';
import type { Batch, BatchLogo } from '#client/lib/batch';
import { exportBatch } from '#client/export/run';
import type { WatermarkSource } from '#client/export/watermark-input';

interface LogoFile {
  type: string;
  width: number;
  height: number;
  base64: string;
}

interface Job {
  layers: unknown;
  placements: unknown;
  logos?: Record<string, LogoFile>;
  output?: Partial<ExportSettings>;
}

declare global {
  interface Window {
    exportLayers?: (job: Job) => Promise<{ produced: number; failed: number; status: string }>;
  }
}

function logoFile(id: string, f: LogoFile): BatchLogo {
  const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
  const file = new File([bytes], id, { type: f.type });
  return { file, name: id, type: f.type, width: f.width, height: f.height };
}

window.exportLayers = async (job) => {
  const input = document.getElementById('photos') as HTMLInputElement;
  const photos = [...(input.files ?? [])];
  const placements = photoPlacementsSchema.parse(job.placements);
  const files = Object.fromEntries(Object.entries(job.logos ?? {}).map(([id, f]) => [id, logoFile(id, f)]));
  const watermark: WatermarkSource = { layers: layersSchema.parse(job.layers), placements, files };
  const settings = { x: 0, y: 0, scale: 0.2, opacity: 1, rotation: 0 };
  const batch: Batch & { watermark: WatermarkSource } = {
    // Typed as the editor types them: the export reads metadata and colour only of a known type.
    images: photos.map((file, i) => ({
      id: String(i),
      file,
      name: file.name,
      type: file.type,
      settings,
      placements: {},
    })),
    logo: null,
    projectSettings: null,
    watermark,
    exportSettings: { ...DEFAULT_EXPORT_SETTINGS, ...job.output },
  };
  const r = await exportBatch(batch, new AbortController().signal);
  return { produced: r.produced, failed: r.failed, status: r.status };
};
