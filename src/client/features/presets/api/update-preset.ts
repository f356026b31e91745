import { apiFetch } from '#client/lib/api';
import type { PresetAnswer } from '#shared/schemas/presets';
import type { PresetContent } from '../model';
import { presetFormData } from './preset-form';

/** Replaces a preset's layers, files and settings under the same id ("Save as preset" with its name). */
export const replacePreset = (id: string, name: string, content: PresetContent) =>
  apiFetch<PresetAnswer>(`/api/presets/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: presetFormData(name, content),
  }).then((r) => r.preset);
