import { ApiError, apiFetch } from '#client/lib/api';
import type { PresetAnswer } from '#shared/schemas/presets';
import { logoFor, type PresetContent } from '../model';

export const fetchPreset = (id: string) =>
  apiFetch<PresetAnswer>(`/api/presets/${encodeURIComponent(id)}`).then((r) => r.preset);

async function fetchLogo(url: string, name: string, type: string): Promise<File> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok)
    throw new ApiError(
      res.status,
      res.status === 404 ? 'preset_not_found' : 'load_data',
      'Failed to load the preset',
    );
  return new File([await res.blob()], name, { type });
}

/** The preset with its logo files, ready to apply. */
export async function loadPreset(id: string): Promise<PresetContent> {
  const p = await fetchPreset(id);
  const files = await Promise.all(
    p.logos.map(async (l) => [l.file_id, await fetchLogo(l.url, l.name, l.type)] as const),
  );
  const layers = p.watermark.layers;
  return {
    watermark: {
      layers,
      placements: p.watermark.placements,
      files: Object.fromEntries(files.map(([id, f]) => [id, logoFor(layers, id, f)])),
    },
    exportSettings: p.export_settings,
  };
}
