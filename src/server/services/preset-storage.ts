// Presets in the database: the watermark as JSON, its logo files in preset_logos; every query is
// filtered by the owner's user id, and a save is one transaction.
import { randomUUID } from 'node:crypto';
import type { DbHandle } from '../db';
import { lockUser } from '../db/user-lock';
import { readExportSettings, type ExportSettings } from '#shared/export-settings';
import { watermarkSchema, type Watermark } from '#shared/layers';
import { logoHeads, readWatermarkLogo, writeWatermarkLogos } from './watermark-logos';
import type { FileContent, LogoHead, WatermarkLogo } from './project-storage';

export interface PresetInput {
  name: string;
  watermark: Watermark;
  exportSettings: ExportSettings | null;
  logos: WatermarkLogo[];
}

export interface PresetRecord {
  id: string;
  name: string;
  watermark: Watermark;
  exportSettings: ExportSettings | null;
  logos: LogoHead[];
  createdAt: string;
  updatedAt: string;
}

/** The per-account cap was reached (checked inside the saving transaction). */
export class PresetLimitError extends Error {}

const columns = ['id', 'name', 'watermark', 'export_settings', 'created_at', 'updated_at'] as const;
interface Row {
  id: string;
  name: string;
  watermark: string;
  export_settings: string | null;
  created_at: string;
  updated_at: string;
}

// Read leniently: a preset saved under an older schema still opens (defaults fill new fields).
const toRecord = (r: Row, logos: LogoHead[]): PresetRecord => ({
  id: r.id,
  name: r.name,
  watermark: watermarkSchema.parse(JSON.parse(r.watermark)),
  exportSettings: r.export_settings === null ? null : readExportSettings(JSON.parse(r.export_settings)),
  logos,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const headsOf = (logos: WatermarkLogo[]): LogoHead[] =>
  logos
    .map((l) => ({ fileId: l.fileId, name: l.name, type: l.type }))
    .sort((a, b) => (a.fileId < b.fileId ? -1 : a.fileId > b.fileId ? 1 : 0));

export function createPresetStorage(dbh: DbHandle, now: () => Date) {
  const { db, kind } = dbh;
  const content = (input: PresetInput) => ({
    name: input.name,
    watermark: JSON.stringify(input.watermark),
    export_settings: input.exportSettings ? JSON.stringify(input.exportSettings) : null,
  });

  async function list(userId: string): Promise<PresetRecord[]> {
    const rows = await db
      .selectFrom('presets')
      .select(columns)
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('created_at', 'desc')
      .execute();
    const logos = await logoHeads(
      db,
      'preset_logos',
      rows.map((r) => r.id),
    );
    return rows.map((r) => toRecord(r, logos.get(r.id) ?? []));
  }

  async function get(userId: string, id: string): Promise<PresetRecord | null> {
    const row = await db
      .selectFrom('presets')
      .select(columns)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return null;
    return toRecord(row, (await logoHeads(db, 'preset_logos', [id])).get(id) ?? []);
  }

  return {
    list,
    get,

    async create(userId: string, input: PresetInput, max: number): Promise<PresetRecord> {
      const id = randomUUID();
      const at = now().toISOString();
      const values = content(input);
      await db.transaction().execute(async (tx) => {
        // Two tabs saving at once must not both pass the cap.
        await lockUser(tx, kind, userId);
        const { n } = await tx
          .selectFrom('presets')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= max) throw new PresetLimitError();
        await tx
          .insertInto('presets')
          .values({ id, user_id: userId, ...values, created_at: at, updated_at: at })
          .execute();
        await writeWatermarkLogos(tx, 'preset_logos', id, input.logos);
      });
      return toRecord({ id, ...values, created_at: at, updated_at: at }, headsOf(input.logos));
    },

    /** Replaces everything but id and created_at; null when the user has no such preset. */
    async replace(userId: string, id: string, input: PresetInput): Promise<PresetRecord | null> {
      const at = now().toISOString();
      const done = await db.transaction().execute(async (tx) => {
        const res = await tx
          .updateTable('presets')
          .set({ ...content(input), updated_at: at })
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) === 0) return false;
        await writeWatermarkLogos(tx, 'preset_logos', id, input.logos);
        return true;
      });
      return done ? get(userId, id) : null;
    },

    async rename(userId: string, id: string, name: string): Promise<PresetRecord | null> {
      const res = await db
        .updateTable('presets')
        .set({ name, updated_at: now().toISOString() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 0 ? null : get(userId, id);
    },

    async delete(userId: string, id: string): Promise<boolean> {
      // The logo rows go by cascade (foreign keys are on in both databases).
      const res = await db
        .deleteFrom('presets')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    async readLogo(userId: string, id: string, fileId: string): Promise<FileContent | null> {
      if (!(await get(userId, id))) return null;
      return readWatermarkLogo(db, 'preset_logos', id, fileId);
    },
  };
}
export type PresetStorage = ReturnType<typeof createPresetStorage>;
