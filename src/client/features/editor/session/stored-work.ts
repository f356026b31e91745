// The editor's unsaved work in IndexedDB, so a reload or a closed tab can offer it back
// (decision 091). Files are written once per id; each change rewrites only the small "work" record.
import { clear, createStore, get, getMany, promisifyRequest, type UseStore } from 'idb-keyval';
import type { Layer, PhotoPlacements } from '#shared/layers';
import { photoTags } from '#shared/metadata';
import type { EditorImage, EditorLogo, EditorState } from '../state/editor-state';
import { fromVersion1, type WorkRecord1 } from './stored-work-v1';

type Described<T> = Omit<T, 'file' | 'url'>;

/** Everything but the files: rewritten on every change. */
export interface WorkRecord {
  version: 2;
  images: Described<EditorImage>[];
  currentIndex: number;
  layers: Layer[];
  placements: PhotoPlacements;
  /** Image layers' files, by id. */
  files: Described<EditorLogo>[];
  selectedId: string | null;
}

export type StoredLogo = Omit<EditorLogo, 'url'>;

/** Work read back: the files as Files again, layer files still without their object URLs. */
export interface StoredWork extends Omit<EditorState, 'files' | 'notice' | 'images'> {
  images: EditorImage[];
  files: Record<string, StoredLogo>;
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
  const raw = await get<WorkRecord | WorkRecord1>(WORK_KEY, store());
  const work = raw?.version === 1 ? fromVersion1(raw) : raw;
  if (work?.version !== 2) return null;
  const ids = [...work.images.map((i) => i.id), ...work.files.map((f) => f.id)];
  const blobs = await getMany<Blob | undefined>(ids.map(fileKey), store());
  const found = new Map(ids.map((id, i) => [id, blobs[i]]));
  const stored = work.images.flatMap((img) => {
    const blob = found.get(img.id);
    return blob ? [{ ...img, file: asFile(blob, img.name, img.type) }] : [];
  });
  // Work stored before the intake read EXIF tags has none: read now, the preview's tokens need them.
  const images = await Promise.all(
    stored.map(async (img) => (img.tags !== undefined ? img : { ...img, tags: await photoTags(img.file) })),
  );
  const files: Record<string, StoredLogo> = {};
  for (const f of work.files) {
    const blob = found.get(f.id);
    if (blob) files[f.id] = { ...f, file: asFile(blob, f.name, f.type) };
  }
  // An image layer whose file is gone cannot be drawn: it is left out.
  const layers = work.layers.filter((l) => l.kind !== 'image' || files[l.fileId]);
  if (images.length === 0 && layers.length === 0) return null;
  return {
    images,
    currentIndex: Math.min(work.currentIndex, Math.max(images.length - 1, 0)),
    layers,
    placements: work.placements,
    files,
    selectedId: layers.some((l) => l.id === work.selectedId) ? work.selectedId : (layers.at(-1)?.id ?? null),
  };
}

/** The ids of the files a write of `state` leaves in the store: its photos' and its layers'. */
export const fileIds = (state: Pick<EditorState | StoredWork, 'images' | 'files'>) =>
  [...state.images, ...Object.values(state.files)].map((i) => i.id);

/**
 * Writes the editor's state in one transaction, asked for before the caller's next turn of the
 * event loop and committed at once: on `pagehide` the page gets no later turn, and a write spread
 * over several transactions lost all but its first (a logo added just before a reload was gone).
 * `stored` is the set of file ids already in the store, or null when unknown, which first empties
 * the store of an older session. Afterwards the store holds exactly `fileIds(state)`. Async, so a
 * browser without IndexedDB rejects (the writer stays silent) instead of throwing at the caller.
 */
export async function writeWork(state: EditorState, stored: ReadonlySet<string> | null): Promise<void> {
  const files = Object.values(state.files);
  const items: { id: string; file: File }[] = [...state.images, ...files];
  const live = new Set(fileIds(state));
  const record: WorkRecord = {
    version: 2,
    images: state.images.map(describe),
    currentIndex: state.currentIndex,
    layers: [...state.layers],
    placements: state.placements,
    files: files.map(describe),
    selectedId: state.selectedId,
  };
  return store()('readwrite', (s) => {
    if (!stored) s.clear();
    for (const item of items) if (!stored?.has(item.id)) s.put(item.file, fileKey(item.id));
    s.put(record, WORK_KEY);
    for (const id of stored ?? []) if (!live.has(id)) s.delete(fileKey(id));
    // Committed now rather than when the page next idles; older Safari has no commit() and commits on its own.
    s.transaction.commit?.();
    return promisifyRequest(s.transaction);
  });
}

// Async, so a browser without IndexedDB (some private modes) rejects instead of throwing at the caller.
export const clearWork = async () => clear(store());
