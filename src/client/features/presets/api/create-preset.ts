import { apiFetch } from '#client/lib/api';
import type { PresetAnswer } from '#shared/schemas/presets';
import type { PresetContent } from '../model';
import { presetFormData } from './preset-form';

export const createPreset = (name: string, content: PresetContent) =>
  apiFetch<PresetAnswer>('/api/presets', { method: 'POST', body: presetFormData(name, content) }).then(
    (r) => r.preset,
  );
