// The database implementation of ProjectStorage: photo metadata in project_images, photo bytes in
// project_image_chunks, every save in one transaction (a failed or interrupted save leaves nothing;
// an interrupted update keeps the old version).
import { randomUUID } from 'node:crypto';
import type { DbHandle } from '../db';
import { lockUser } from '../db/user-lock';
import { readExportSettings, type ExportSettings } from '#shared/export-settings';
import type { Positions } from '#shared/schemas/projects';
import { ProjectLimitError, bytesOf, sizeOf, type LogoHead } from './project-storage';
import { projectWatermarkSchema, type ProjectWatermark } from '#shared/schemas/watermark-files';
import { logoHeads, readWatermarkLogo, writeWatermarkLogos } from './watermark-logos';
import { readImageChunks, writeImageChunks } from './project-image-chunks';
import type {
  ProjectInput,
  ProjectImageRecord,
  ProjectRecord,
  ProjectStorage,
  StoredFile,
} from './project-storage';

export interface DbStorageOptions {
  now?: () => Date;
  /** Test hook: called inside the transaction after the first photo row is written. */
  afterFirstImageRow?: () => void | Promise<void>;
}

export function createDbProjectStorage(dbh: DbHandle, options: DbStorageOptions = {}): ProjectStorage {
  const { db, kind } = dbh;
  const now = () => (options.now ?? (() => new Date()))().toISOString();
  type Tx = Parameters<Parameters<ReturnType<typeof db.transaction>['execute']>[0]>[0];

  async function imagesOf(ids: string[]): Promise<Map<string, ProjectImageRecord[]>> {
    const out = new Map<string, ProjectImageRecord[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return out;
    const rows = await db
      .selectFrom('project_images')
      .select([
        'project_id',
        'idx',
        'name',
        'type',
        'width',
        'height',
        'original_width',
        'original_height',
        'size',
      ])
      .where('project_id', 'in', ids)
      .orderBy('project_id')
      .orderBy('idx')
      .execute();
    for (const r of rows) {
      const original =
        r.original_width && r.original_height ? { width: r.original_width, height: r.original_height } : null;
      out
        .get(r.project_id)
        ?.push({ name: r.name, type: r.type, width: r.width, height: r.height, original, size: r.size });
    }
    return out;
  }

  const headColumns = [
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
  type Head = {
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
  const toRecord = (p: Head, images: ProjectImageRecord[], logos: LogoHead[] = []): ProjectRecord => ({
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

  async function writeImages(tx: Tx, projectId: string, images: StoredFile[]) {
    for (const [idx, f] of images.entries()) {
      await tx
        .insertInto('project_images')
        // bytes stays empty: the photo goes to project_image_chunks, read from disk chunk by chunk.
        .values({
          project_id: projectId,
          idx,
          name: f.name,
          type: f.type,
          width: f.width,
          height: f.height,
          original_width: f.original?.width ?? null,
          original_height: f.original?.height ?? null,
          size: sizeOf(f),
          bytes: new Uint8Array(0),
        })
        .execute();
      await writeImageChunks(tx, projectId, idx, f.bytes);
      if (idx === 0) await options.afterFirstImageRow?.();
    }
  }

  // The columns a save writes, and the record it answers with: one definition for create and replace.
  const contentColumns = async (input: ProjectInput) => ({
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
  const savedRecord = (
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

  return {
    async list(userId) {
      const heads = await db
        .selectFrom('projects')
        .select(headColumns)
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .orderBy('created_at', 'desc')
        .execute();
      const ids = heads.map((h) => h.id);
      const [images, logos] = await Promise.all([imagesOf(ids), logoHeads(db, 'project_logos', ids)]);
      return heads.map((h) => toRecord(h, images.get(h.id) ?? [], logos.get(h.id)));
    },

    async get(userId, id) {
      const head = await db
        .selectFrom('projects')
        .select(headColumns)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!head) return null;
      const [images, logos] = await Promise.all([imagesOf([id]), logoHeads(db, 'project_logos', [id])]);
      return toRecord(head, images.get(id) ?? [], logos.get(id));
    },

    async create(userId, input, { maxProjects }) {
      const id = randomUUID();
      const at = now();
      const content = await contentColumns(input);
      await db.transaction().execute(async (tx) => {
        await lockUser(tx, kind, userId);
        if (maxProjects !== null) {
          const { n } = await tx
            .selectFrom('projects')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow();
          if (Number(n) >= maxProjects) throw new ProjectLimitError();
        }
        await tx
          .insertInto('projects')
          .values({ id, user_id: userId, ...content, created_at: at, updated_at: at })
          .execute();
        await writeImages(tx, id, input.images);
        await writeWatermarkLogos(tx, 'project_logos', id, input.logos ?? []);
      });
      return savedRecord(id, content, input, at, at);
    },

    async replace(userId, id, input) {
      const at = now();
      const content = await contentColumns(input);
      const createdAt = await db.transaction().execute(async (tx) => {
        await lockUser(tx, kind, userId);
        const row = await tx
          .selectFrom('projects')
          .select('created_at')
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!row) return null;
        await tx
          .updateTable('projects')
          .set({ ...content, updated_at: at })
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .execute();
        await tx.deleteFrom('project_images').where('project_id', '=', id).execute();
        await writeImages(tx, id, input.images);
        // An old-shape save over a layered project leaves no layer files behind.
        await writeWatermarkLogos(tx, 'project_logos', id, input.logos ?? []);
        return row.created_at;
      });
      if (createdAt === null) return null;
      return savedRecord(id, content, input, createdAt, at);
    },

    async delete(userId, id) {
      return db.transaction().execute(async (tx) => {
        const owned = await tx
          .selectFrom('projects')
          .select('id')
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!owned) return false;
        await tx.deleteFrom('project_images').where('project_id', '=', id).execute();
        await tx.deleteFrom('projects').where('id', '=', id).where('user_id', '=', userId).execute();
        return true;
      });
    },

    async readImage(userId, id, index) {
      const row = await db
        .selectFrom('project_images as i')
        .innerJoin('projects as p', 'p.id', 'i.project_id')
        .select(['i.name', 'i.type', 'i.bytes'])
        .where('p.id', '=', id)
        .where('p.user_id', '=', userId)
        .where('i.idx', '=', index)
        .executeTakeFirst();
      if (!row) return null;
      return { ...row, bytes: (await readImageChunks(db, id, index)) ?? row.bytes };
    },

    async readLogo(userId, id) {
      const row = await db
        .selectFrom('projects')
        .select(['logo_name as name', 'logo_type as type', 'logo as bytes'])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row && row.bytes.byteLength > 0 ? row : null;
    },

    async readLayerLogo(userId, id, fileId) {
      const owned = await db
        .selectFrom('projects')
        .select('id')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return owned ? readWatermarkLogo(db, 'project_logos', id, fileId) : null;
    },
  };
}
