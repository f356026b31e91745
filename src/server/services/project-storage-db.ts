// The database implementation of ProjectStorage: photo metadata in project_images, photo bytes in
// project_image_chunks, or, for full-size photos (Pro and Ultra, decision 279), in object storage,
// uploaded before the save's transaction. Every save is one transaction (a failed or interrupted save
// leaves nothing; an interrupted update keeps the old version).
import { randomUUID } from 'node:crypto';
import type { DbHandle } from '../db';
import { lockUser } from '../db/user-lock';
import type { ObjectStorage } from '../storage';
import { ProjectLimitError } from './project-storage';
import { logoHeads, readWatermarkLogo, writeWatermarkLogos } from './watermark-logos';
import { readImageChunks } from './project-image-chunks';
import { imagesOf, writeImageRows } from './project-image-rows';
import {
  adoptFolders,
  dropFolders,
  photoFolders,
  uploadPhotos,
  type UploadedPhotos,
} from './project-photo-objects';
import type { ProjectInput, ProjectStorage } from './project-storage';
import { contentColumns, headColumns, savedRecord, toRecord } from './project-records';

export interface DbStorageOptions {
  now?: () => Date;
  /** Test hook: called inside the transaction after the first photo row is written. */
  afterFirstImageRow?: () => void | Promise<void>;
  /** Where full-size photos go (ProjectInput.fullSize); without it every photo goes to chunk rows. */
  objects?: ObjectStorage;
}

/** A replace found no project of this user after its photos were uploaded. */
class NotFoundWhileSaving extends Error {}

export function createDbProjectStorage(dbh: DbHandle, options: DbStorageOptions = {}): ProjectStorage {
  const { db, kind } = dbh;
  const now = () => (options.now ?? (() => new Date()))().toISOString();

  /** Full-size photos go to object storage first; null when the save keeps them in the database. */
  const upload = (id: string, input: ProjectInput): Promise<UploadedPhotos> | null =>
    input.fullSize && options.objects && input.images.length
      ? uploadPhotos(db, options.objects, id, input.images, new Date(now()))
      : null;
  /** Runs a save's transaction; if it fails, the photos uploaded for it go. */
  async function committing<T>(uploaded: UploadedPhotos | null, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (e) {
      if (uploaded) await dropFolders(db, options.objects!, [uploaded.prefix]);
      throw e;
    }
  }
  const dropReplaced = (prefixes: string[]) =>
    prefixes.length && options.objects ? dropFolders(db, options.objects, prefixes) : undefined;

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
      const [images, logos] = await Promise.all([imagesOf(db, ids), logoHeads(db, 'project_logos', ids)]);
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
      const [images, logos] = await Promise.all([imagesOf(db, [id]), logoHeads(db, 'project_logos', [id])]);
      return toRecord(head, images.get(id) ?? [], logos.get(id));
    },

    async create(userId, input, { maxProjects }) {
      const id = randomUUID();
      const at = now();
      const content = await contentColumns(input);
      const uploaded = await upload(id, input);
      await committing(uploaded, () =>
        db.transaction().execute(async (tx) => {
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
          await writeImageRows(tx, id, input.images, uploaded?.keys ?? null, options.afterFirstImageRow);
          await adoptFolders(tx, uploaded?.prefix ?? null, [], new Date(at));
          await writeWatermarkLogos(tx, 'project_logos', id, input.logos ?? []);
        }),
      );
      return savedRecord(id, content, input, at, at);
    },

    async replace(userId, id, input) {
      const at = now();
      const content = await contentColumns(input);
      const uploaded = await upload(id, input);
      let replaced: string[] = [];
      const createdAt = await committing(uploaded, () =>
        db.transaction().execute(async (tx) => {
          await lockUser(tx, kind, userId);
          const row = await tx
            .selectFrom('projects')
            .select('created_at')
            .where('id', '=', id)
            .where('user_id', '=', userId)
            .executeTakeFirst();
          if (!row) {
            // Not this user's project: what was uploaded for it goes (committing drops it).
            if (uploaded) throw new NotFoundWhileSaving();
            return null;
          }
          await tx
            .updateTable('projects')
            .set({ ...content, updated_at: at })
            .where('id', '=', id)
            .where('user_id', '=', userId)
            .execute();
          replaced = await photoFolders(tx, id);
          await tx.deleteFrom('project_images').where('project_id', '=', id).execute();
          await writeImageRows(tx, id, input.images, uploaded?.keys ?? null, options.afterFirstImageRow);
          await adoptFolders(tx, uploaded?.prefix ?? null, replaced, new Date(at));
          // An old-shape save over a layered project leaves no layer files behind.
          await writeWatermarkLogos(tx, 'project_logos', id, input.logos ?? []);
          return row.created_at;
        }),
      ).catch((e: unknown) => {
        if (e instanceof NotFoundWhileSaving) return null;
        throw e;
      });
      if (createdAt === null) return null;
      await dropReplaced(replaced);
      return savedRecord(id, content, input, createdAt, at);
    },

    async delete(userId, id) {
      let replaced: string[] = [];
      const deleted = await db.transaction().execute(async (tx) => {
        const owned = await tx
          .selectFrom('projects')
          .select('id')
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!owned) return false;
        replaced = await photoFolders(tx, id);
        await adoptFolders(tx, null, replaced, new Date(now()));
        await tx.deleteFrom('project_images').where('project_id', '=', id).execute();
        await tx.deleteFrom('projects').where('id', '=', id).where('user_id', '=', userId).execute();
        return true;
      });
      await dropReplaced(replaced);
      return deleted;
    },

    async readImage(userId, id, index) {
      const row = await db
        .selectFrom('project_images as i')
        .innerJoin('projects as p', 'p.id', 'i.project_id')
        .select(['i.name', 'i.type', 'i.bytes', 'i.object_key'])
        .where('p.id', '=', id)
        .where('p.user_id', '=', userId)
        .where('i.idx', '=', index)
        .executeTakeFirst();
      if (!row) return null;
      const { object_key: key, ...file } = row;
      if (key) {
        const bytes = options.objects ? await options.objects.read(key) : null;
        return bytes && { ...file, bytes };
      }
      return { ...file, bytes: (await readImageChunks(db, id, index)) ?? row.bytes };
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
