import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '#client/lib/api';
import type { ProjectToLoad } from '#client/lib/batch';
import { LOGO_SETTINGS_KEY, positionsInOrder, type ProjectAnswer } from '#shared/schemas/projects';
import { projectKeys } from './keys';

export const fetchProject = (id: string) =>
  apiFetch<ProjectAnswer>(`/api/projects/${encodeURIComponent(id)}`).then((r) => r.project);

async function fetchFile(url: string, name: string, type: string): Promise<File> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok)
    throw new ApiError(
      res.status,
      res.status === 404 ? 'project_not_found' : 'load_data',
      'Failed to load project data',
    );
  return new File([await res.blob()], name, { type });
}

/**
 * A photo the storage no longer has (404) comes back as an empty file of its name: the editor leaves
 * it out and names it, and the project opens with the rest. Any other failure fails the load.
 */
const fetchPhoto = (url: string, name: string, type: string) =>
  fetchFile(url, name, type).catch((e: unknown) => {
    if (e instanceof ApiError && e.status === 404) return new File([], name, { type });
    throw e;
  });

/** A few files at a time: fast on a good connection without opening 50 requests at once. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const run = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
  return out;
}

/** The project and its stored files, turned back into what the editor loads. */
export async function loadProject(id: string): Promise<ProjectToLoad> {
  const p = await fetchProject(id);
  const [logo, images, layerFiles] = await Promise.all([
    p.logo_url ? fetchFile(p.logo_url, p.logo_name, p.logo_type) : null,
    mapLimited(p.images, 4, (img) => fetchPhoto(img.url, img.name, img.type)),
    mapLimited(p.logos, 4, (l) => fetchFile(l.url, l.name, l.type)),
  ]);
  const positions = positionsInOrder(p.positions);

  return {
    id: p.id,
    name: p.name,
    images,
    missing: images.filter((f) => f.size === 0).map((f) => f.name),
    logo,
    // Saved in photo order; a project saved without its photos keeps only "logo-settings".
    positions: positions.length === images.length ? positions : [],
    projectSettings: p.positions[LOGO_SETTINGS_KEY] ?? positions[0] ?? null,
    originals: p.images.map((img) =>
      img.original_width && img.original_height
        ? { width: img.original_width, height: img.original_height }
        : null,
    ),
    exportSettings: p.export_settings,
    watermark: p.watermark
      ? {
          layers: p.watermark.layers,
          placements: p.watermark.placements,
          photos: p.watermark.photos.length === images.length ? p.watermark.photos : images.map(() => ({})),
          files: Object.fromEntries(p.logos.map((l, i) => [l.file_id, layerFiles[i]!])),
        }
      : null,
  };
}

export const projectToLoadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: () => loadProject(id),
    // Loaded once per visit: files are big, and a later visit must see the latest save.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** Loads /editor?project=ID for the editor; null while nothing is asked for. */
export function useProjectToLoad(id: string | null, enabled = true) {
  return useQuery({ ...projectToLoadQueryOptions(id ?? ''), enabled: !!id && enabled });
}
