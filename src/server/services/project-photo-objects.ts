// Full-size project photos in object storage (issue 15 item 5, decision 279). A save uploads its photos
// under a folder of its own (projects/<project>/<save>/<index>) before its transaction, and the folder
// is marked in project_object_sweeps until the transaction adopts it; the transaction marks the folders
// of the version it replaces (or the project it deletes), which are deleted once it has committed. A
// mark left behind (a crash, a failed delete) is swept once it is an hour old, so no object outlives
// the rows that name it for long, and no committed row names a missing object.
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/schema';
import type { ObjectStorage } from '../storage';
import type { StoredFile } from './project-storage';

/** A mark older than this is swept: far longer than uploading one save's photos to the store takes. */
export const SWEEP_AFTER_MS = 60 * 60_000;

export interface UploadedPhotos {
  prefix: string;
  /** Object key of each photo, in photo order. */
  keys: string[];
}

const folderOf = (key: string) => key.slice(0, key.lastIndexOf('/') + 1);

/** The object folders a project's photo rows name (read inside the transaction that replaces them). */
export async function photoFolders(db: Kysely<Database>, projectId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('project_images')
    .select('object_key')
    .where('project_id', '=', projectId)
    .where('object_key', 'is not', null)
    .execute();
  return [...new Set(rows.map((r) => folderOf(r.object_key!)))];
}

async function mark(db: Kysely<Database>, prefixes: string[], now: Date) {
  if (prefixes.length === 0) return;
  await db
    .insertInto('project_object_sweeps')
    .values(prefixes.map((prefix) => ({ prefix, created_at: now.toISOString() })))
    .onConflict((oc) => oc.column('prefix').doNothing())
    .execute();
}

/** Deletes folders and then their marks; a failure leaves the mark, so the sweep tries again. */
export async function dropFolders(db: Kysely<Database>, objects: ObjectStorage, prefixes: string[]) {
  for (const prefix of prefixes) {
    try {
      await objects.deletePrefix(prefix);
      await db.deleteFrom('project_object_sweeps').where('prefix', '=', prefix).execute();
    } catch (e) {
      console.error(`Deleting project photos under ${prefix} failed (the sweep tries again):`, e);
    }
  }
}

/** Uploads a save's photos as they are (streamed from their temporary files) under a new marked folder. */
export async function uploadPhotos(
  db: Kysely<Database>,
  objects: ObjectStorage,
  projectId: string,
  images: StoredFile[],
  now: Date,
): Promise<UploadedPhotos> {
  const prefix = `projects/${projectId}/${randomUUID()}/`;
  await mark(db, [prefix], now);
  const keys = images.map((_, i) => `${prefix}${i}`);
  try {
    for (const [i, f] of images.entries()) {
      if (f.bytes instanceof Uint8Array) await objects.put(keys[i]!, f.bytes);
      else await objects.putFile(keys[i]!, f.bytes.path);
    }
  } catch (e) {
    await dropFolders(db, objects, [prefix]);
    throw e;
  }
  return { prefix, keys };
}

/**
 * Inside the save's (or delete's) transaction: the new folder is the project's now, so its mark goes;
 * the folders of what is replaced are marked, to be dropped after the commit.
 */
export async function adoptFolders(
  tx: Kysely<Database>,
  adopted: string | null,
  replaced: string[],
  now: Date,
): Promise<void> {
  if (adopted) {
    const res = await tx.deleteFrom('project_object_sweeps').where('prefix', '=', adopted).executeTakeFirst();
    // Swept meanwhile (a save stalled for an hour): its objects may be gone, so nothing may name them.
    if (Number(res.numDeletedRows) !== 1)
      throw new Error('The saved photos were removed before the save ended.');
  }
  await mark(tx, replaced, now);
}

/** Deletes the folders marked longer ago than `SWEEP_AFTER_MS`; returns how many. */
export async function sweepProjectObjects(
  db: Kysely<Database>,
  objects: ObjectStorage,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - SWEEP_AFTER_MS).toISOString();
  const old = await db
    .selectFrom('project_object_sweeps')
    .select('prefix')
    .where('created_at', '<', cutoff)
    .execute();
  await dropFolders(
    db,
    objects,
    old.map((r) => r.prefix),
  );
  return old.length;
}

/** Runs the sweep now and every hour; the timer does not keep the process alive. */
export function scheduleProjectObjectSweep(
  db: Kysely<Database>,
  objects: ObjectStorage,
  now: () => Date,
): () => void {
  const run = () =>
    sweepProjectObjects(db, objects, now()).catch((e: unknown) =>
      console.error('Sweeping project photos failed:', e),
    );
  void run();
  const timer = setInterval(run, SWEEP_AFTER_MS);
  timer.unref();
  return () => clearInterval(timer);
}
