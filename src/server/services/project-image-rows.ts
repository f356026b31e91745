// The project_images rows of saved projects: each photo's name, type, sizes, and where its bytes are
// (object storage for full-size photos, decision 279; else chunk rows, decision 160).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { writeImageChunks } from './project-image-chunks';
import { sizeOf, type ProjectImageRecord, type StoredFile } from './project-storage';

/** Each project's photo records in photo order (no bytes). */
export async function imagesOf(
  db: Kysely<Database>,
  ids: string[],
): Promise<Map<string, ProjectImageRecord[]>> {
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

/**
 * Writes a save's photo rows inside its transaction: naming their objects when `objectKeys` holds them
 * (uploaded already), else with their bytes in chunk rows read from disk one chunk at a time.
 */
export async function writeImageRows(
  tx: Kysely<Database>,
  projectId: string,
  images: StoredFile[],
  objectKeys: string[] | null,
  afterFirst?: () => void | Promise<void>,
): Promise<void> {
  for (const [idx, f] of images.entries()) {
    const objectKey = objectKeys?.[idx] ?? null;
    await tx
      .insertInto('project_images')
      // bytes stays empty: the photo is in object storage or in project_image_chunks.
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
        object_key: objectKey,
      })
      .execute();
    if (!objectKey) await writeImageChunks(tx, projectId, idx, f.bytes);
    if (idx === 0) await afterFirst?.();
  }
}
