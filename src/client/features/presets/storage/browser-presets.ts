// Presets of a signed-out visitor, in this browser's IndexedDB (idb-keyval): one record per preset,
// its logo files as Blobs inside it, so a preset is written and deleted whole (decision 243).
import { createStore, del, get, set, values, type UseStore } from 'idb-keyval';
import { readExportSettings, type ExportSettings } from '#shared/export-settings';
import { watermarkSchema, type Watermark } from '#shared/layers';
import { PRESET_MAX_PER_USER } from '#shared/schemas/presets';
import { logoFor, type PresetContent, type PresetSummary } from '../model';

interface StoredFile {
  blob: Blob;
  name: string;
  type: string;
}

interface PresetRecord {
  version: 1;
  id: string;
  name: string;
  watermark: Watermark;
  exportSettings: ExportSettings | null;
  files: Record<string, StoredFile>;
  createdAt: string;
  updatedAt: string;
}

/** The browser holds as many as an account may: the same cap, the same message. */
export class BrowserPresetLimitError extends Error {}

let db: UseStore | null = null;
const store = () => (db ??= createStore('logobatch-presets', 'presets'));

const newId = () =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

// Some engines give a Blob back for a stored File: the name lives in the record anyway.
const asFile = (f: StoredFile) =>
  f.blob instanceof File && f.blob.name === f.name ? f.blob : new File([f.blob], f.name, { type: f.type });

async function all(): Promise<PresetRecord[]> {
  const records = await values<PresetRecord>(store());
  return records.filter((r) => r?.version === 1);
}

/** Newest change first, as the account's list is. */
export async function listBrowserPresets(): Promise<PresetSummary[]> {
  const records = await all();
  records.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
  return records.map((r) => ({ id: r.id, name: r.name, place: 'browser' }));
}

/** Saves under a new id, or replaces the preset `id` (keeping when it was first made). */
export async function saveBrowserPreset(
  name: string,
  content: PresetContent,
  id?: string,
): Promise<PresetSummary> {
  const { watermark, exportSettings } = content;
  const before = id ? await get<PresetRecord>(id, store()) : undefined;
  if (!before && (await all()).length >= PRESET_MAX_PER_USER) throw new BrowserPresetLimitError();
  const now = new Date().toISOString();
  // Checked by the same schema the server uses, so a preset moves between the two unchanged.
  const checked = watermarkSchema.parse({ layers: watermark.layers, placements: watermark.placements });
  const files = Object.fromEntries(
    Object.entries(watermark.files)
      .filter(([fileId]) => checked.layers.some((l) => l.kind === 'image' && l.fileId === fileId))
      .map(([fileId, logo]) => [fileId, { blob: logo.file, name: logo.name, type: logo.type }]),
  );
  const record: PresetRecord = {
    version: 1,
    id: before?.id ?? newId(),
    name,
    watermark: checked,
    exportSettings,
    files,
    createdAt: before?.createdAt ?? now,
    updatedAt: now,
  };
  await set(record.id, record, store());
  return { id: record.id, name, place: 'browser' };
}

export async function loadBrowserPreset(id: string): Promise<PresetContent | null> {
  const r = await get<PresetRecord>(id, store());
  if (r?.version !== 1) return null;
  // Read leniently: a preset stored under an older schema still applies (defaults fill new fields).
  const watermark = watermarkSchema.parse(r.watermark);
  const files = Object.fromEntries(
    Object.entries(r.files).map(([fileId, f]) => [fileId, logoFor(watermark.layers, fileId, asFile(f))]),
  );
  return {
    watermark: { layers: watermark.layers, placements: watermark.placements, files },
    exportSettings: r.exportSettings && readExportSettings(r.exportSettings),
  };
}

export const deleteBrowserPreset = (id: string) => del(id, store());
