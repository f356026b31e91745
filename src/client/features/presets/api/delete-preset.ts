import { apiFetch } from '#client/lib/api';

export const deletePreset = (id: string) =>
  apiFetch<null>(`/api/presets/${encodeURIComponent(id)}`, { method: 'DELETE' });
