// One view of the visitor's presets wherever they live: the account's when signed in (server), this
// browser's otherwise (IndexedDB). Saving, applying and deleting go to the same place (decision 243).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '#client/lib/session';
import { presetKeys } from '../api/keys';
import { presetsQueryOptions } from '../api/list-presets';
import { createPreset } from '../api/create-preset';
import { replacePreset } from '../api/update-preset';
import { deletePreset } from '../api/delete-preset';
import { loadPreset } from '../api/get-preset';
import {
  deleteBrowserPreset,
  listBrowserPresets,
  loadBrowserPreset,
  saveBrowserPreset,
} from '../storage/browser-presets';
import type { PresetContent, PresetPlace, PresetSummary } from '../model';

export interface Presets {
  place: PresetPlace | null;
  list: PresetSummary[];
  loading: boolean;
  failed: boolean;
  /** A preset of the same name is replaced (its id kept); another name saves a new one. */
  save(name: string, content: PresetContent): Promise<{ preset: PresetSummary; replaced: boolean }>;
  load(preset: PresetSummary): Promise<PresetContent>;
  remove(preset: PresetSummary): Promise<void>;
}

const BROWSER_OWNER = 'browser';

export function usePresets(): Presets {
  const session = useSession();
  const client = useQueryClient();
  const userId = session.status === 'signedIn' ? session.user.id : null;
  const place: PresetPlace | null = session.status === 'loading' ? null : userId ? 'account' : 'browser';

  useEffect(() => {
    // Another account's presets never stay in the cache after signing out.
    if (session.status === 'signedOut') {
      client.removeQueries({ queryKey: presetKeys.lists, predicate: (q) => q.queryKey[2] !== BROWSER_OWNER });
    }
  }, [session.status, client]);

  const account = useQuery({ ...presetsQueryOptions(userId ?? ''), enabled: place === 'account' });
  const browser = useQuery({
    queryKey: presetKeys.list(BROWSER_OWNER),
    queryFn: listBrowserPresets,
    enabled: place === 'browser',
  });
  const query = place === 'account' ? account : browser;
  const list: PresetSummary[] =
    place === 'account'
      ? (account.data?.presets ?? []).map((p) => ({ id: p.id, name: p.name, place: 'account' as const }))
      : (browser.data ?? []);
  const refresh = () => client.invalidateQueries({ queryKey: presetKeys.lists });

  return {
    place,
    list,
    loading: place === null || query.isLoading,
    failed: query.isError,
    async save(name, content) {
      const same = list.find((p) => p.name === name);
      try {
        if (place === 'account') {
          const saved = same
            ? await replacePreset(same.id, name, content)
            : await createPreset(name, content);
          return { preset: { id: saved.id, name: saved.name, place: 'account' }, replaced: !!same };
        }
        return { preset: await saveBrowserPreset(name, content, same?.id), replaced: !!same };
      } finally {
        await refresh();
      }
    },
    async load(preset) {
      if (preset.place === 'account') return loadPreset(preset.id);
      const content = await loadBrowserPreset(preset.id);
      if (!content) throw new Error('preset_not_found');
      return content;
    },
    async remove(preset) {
      try {
        if (preset.place === 'account') await deletePreset(preset.id);
        else await deleteBrowserPreset(preset.id);
      } finally {
        await refresh();
      }
    },
  };
}
