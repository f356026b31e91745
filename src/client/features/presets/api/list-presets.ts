import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api';
import type { PresetListDto } from '#shared/schemas/presets';
import { presetKeys } from './keys';

export const fetchPresets = () => apiFetch<PresetListDto>('/api/presets');

export const presetsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: presetKeys.list(userId), queryFn: fetchPresets, retry: false });
