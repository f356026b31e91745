// A saved project's row as the storage reads and writes it: the head columns, the record built from
// them, and the columns a save writes (one definition for create and replace).
import { readExportSettings, type ExportSettings } from '#shared/export-settings';
import type { Positions } from '#shared/schemas/projects';
import { projectWatermarkSchema, type ProjectWatermark } from '#shared/schemas/watermark-files';
import {
  bytesOf,
  sizeOf,
  type LogoHead,
  type ProjectImageRecord,
  type ProjectInput,
  type ProjectRecord,
  type StoredFile,
} from './project-storage';

export const headColumns = [
  'id',
  'name',
  'logo_name',
  'logo_type',
  'positions',
  'export_settings',
  'watermark',
  'created_at',
  'updated_at',
] as const;
export type Head = {
  id: string;
  name: string;
  logo_name: string;
  logo_type: string;
  positions: string;
  export_settings: string | null;
  watermark: string | null;
  created_at: string;
  updated_at: string;
};
// Stored settings are read leniently: a later schema change must not make old projects unreadable.
const settingsOf = (json: string | null): ExportSettings | null =>
  json === null ? null : readExportSettings(JSON.parse(json));
const watermarkOf = (json: string | null): ProjectWatermark | null =>
  json === null ? null : projectWatermarkSchema.parse(JSON.parse(json));
export const toRecord = (p: Head, images: ProjectImageRecord[], logos: LogoHead[] = []): ProjectRecord => ({
  id: p.id,
  name: p.name,
  logoName: p.logo_name,
  logoType: p.logo_type,
  positions: JSON.parse(p.positions) as Positions,
  exportSettings: settingsOf(p.export_settings),
  watermark: watermarkOf(p.watermark),
  logos,
  images,
  createdAt: p.created_at,
  updatedAt: p.updated_at,
});

const meta = (f: StoredFile): ProjectImageRecord => ({
  name: f.name,
  type: f.type,
  width: f.width,
  height: f.height,
  original: f.original ?? null,
  size: sizeOf(f),
});

// The columns a save writes, and the record it answers with: one definition for create and replace.
export const contentColumns = async (input: ProjectInput) => ({
  name: input.name,
  // A text-only watermark has no logo: the column (NOT NULL since 003) holds no bytes then.
  logo: input.logo ? await bytesOf(input.logo) : new Uint8Array(0),
  logo_type: input.logo?.type ?? '',
  logo_name: input.logo?.name ?? '',
  positions: JSON.stringify(input.positions),
  export_settings: input.exportSettings ? JSON.stringify(input.exportSettings) : null,
  watermark: input.watermark ? JSON.stringify(input.watermark) : null,
  image_count: input.images.length,
});
export const savedRecord = (
  id: string,
  content: Awaited<ReturnType<typeof contentColumns>>,
  input: ProjectInput,
  createdAt: string,
  updatedAt: string,
) =>
  toRecord(
    {
      id,
      name: content.name,
      logo_name: content.logo_name,
      logo_type: content.logo_type,
      positions: content.positions,
      export_settings: content.export_settings,
      watermark: content.watermark,
      created_at: createdAt,
      updated_at: updatedAt,
    },
    input.images.map(meta),
    (input.logos ?? [])
      .map((l) => ({ fileId: l.fileId, name: l.name, type: l.type }))
      .sort((a, b) => (a.fileId < b.fileId ? -1 : a.fileId > b.fileId ? 1 : 0)),
  );
