// The editor's unsaved work in IndexedDB, so a reload or a closed tab can offer it back
// (decision 091). Files are written once per id; each change rewrites only the small "work" record.
import { clear, createStore, del, get, getMany, set, type UseStore } from 'idb-keyval';
import type { LogoSettings } from '#shared/placement';
import type { EditorImage, EditorLogo, EditorState } from '../state/editorReducer';

type Described<T> = Omit<T, 'file' | 'url'>;

/** Everything but the files: rewritten on every change. */
interface WorkRecord {
  version: 1;
  images: Described<EditorImage>[];
  currentIndex: number;
  logo: Described<EditorLogo> | null;
  projectSettings: LogoSettings | null;
}

/** Work read back: the files as Files again, the logo still without its object URL. */
export interface StoredWork {
  images: EditorImage[];
  currentIndex: number;
  logo: Omit<EditorLogo, 'url'> | null;
  projectSettings: LogoSettings | null;
}

const WORK_KEY = 'work';
const fileKey = (id: string) => `file:${id}`;
let db: UseStore | null = null;
const store = () => (db ??= createStore('logobatch-editor', 'work'));

function describe<T extends { file: File }>(item: T): Omit<T, 'file' | 'url'> {
  const { file: _file, url: _url, ...rest } = item as T & { url?: string };
  return rest;
}

// Some engines give a Blob back for a stored File: the name lives in the record anyway.
const asFile = (blob: Blob, name: string, type: string) =>
  blob instanceof File && blob.name === name ? blob : new File([blob], name, { type: blob.type || type });

export async function readWork(): Promise<StoredWork | null> {
  const work = await get<WorkRecord>(WORK_KEY, store());
  if (work?.version !== 1) return null;
  const ids = [...work.images.map((i) => i.id), ...(work.logo ? [work.logo.id] : [])];
  const blobs = await getMany<Blob | undefined>(ids.map(fileKey), store());
  const files = new Map(ids.map((id, i) => [id, blobs[i]]));
  const images = work.images.flatMap((img) => {
    const blob = files.get(img.id);
    return blob ? [{ ...img, file: asFile(blob, img.name, img.type) }] : [];
  });
  const logoBlob = work.logo && files.get(work.logo.id);
  const logo =
    work.logo && logoBlob ? { ...work.logo, file: asFile(logoBlob, work.logo.name, work.logo.type) } : null;
  if (images.length === 0 && !logo) return null;
  return {
    images,
    currentIndex: Math.min(work.currentIndex, Math.max(images.length - 1, 0)),
    logo,
    projectSettings: work.projectSettings,
  };
}

/**
 * Writes the editor's state; `stored` is the set of file ids already in the store (kept up to
 * date here), or null when unknown, which first empties the store of an older session.
 */
export async function writeWork(state: EditorState, stored: Set<string> | null): Promise<Set<string>> {
  const known = stored ?? (await clear(store()), new Set<string>());
  const items: { id: string; file: File }[] = [...state.images, ...(state.logo ? [state.logo] : [])];
  const live = new Set(items.map((i) => i.id));
  for (const item of items) {
    if (known.has(item.id)) continue;
    await set(fileKey(item.id), item.file, store());
    known.add(item.id);
  }
  const record: WorkRecord = {
    version: 1,
    images: state.images.map(describe),
    currentIndex: state.currentIndex,
    logo: state.logo && describe(state.logo),
    projectSettings: state.projectSettings,
  };
  await set(WORK_KEY, record, store());
  for (const id of [...known]) {
    if (live.has(id)) continue;
    await del(fileKey(id), store());
    known.delete(id);
  }
  return known;
}

export const clearWork = () => clear(store());
