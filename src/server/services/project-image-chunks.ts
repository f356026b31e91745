// Photo bytes stored as rows of fixed-size chunks (project_image_chunks). A save reads each photo from
// its temporary file one chunk at a time into one reused buffer and binds only that chunk, so its memory
// stays at a chunk's worth, whatever the photo size (decision 160).
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FileBytes } from './project-storage';

/** Small enough that a bound chunk (copied by SQLite, doubled as hex by pg) is negligible. */
export const PHOTO_CHUNK_BYTES = 256 * 1024;

/**
 * A file's bytes in slices of at most chunkBytes. On-disk files are read into one buffer reused for
 * every slice: each slice is valid only until the next one is asked for.
 */
export async function* chunksOf(
  bytes: FileBytes,
  chunkBytes = PHOTO_CHUNK_BYTES,
): AsyncGenerator<Uint8Array> {
  if (bytes instanceof Uint8Array) {
    for (let at = 0; at < bytes.byteLength; at += chunkBytes) yield bytes.subarray(at, at + chunkBytes);
    return;
  }
  const buffer = Buffer.allocUnsafe(Math.min(chunkBytes, Math.max(bytes.size, 1)));
  const handle = await fs.promises.open(bytes.path);
  try {
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) return;
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    await handle.close();
  }
}

/** Writes one photo's chunks; run inside the save's transaction, after its project_images row. */
export async function writeImageChunks(
  tx: Kysely<Database>,
  projectId: string,
  idx: number,
  bytes: FileBytes,
): Promise<void> {
  let seq = 0;
  for await (const chunk of chunksOf(bytes)) {
    // Awaited before the next read: the reused buffer must be bound and sent before it is refilled.
    await tx
      .insertInto('project_image_chunks')
      .values({ project_id: projectId, idx, seq: seq++, bytes: chunk })
      .execute();
  }
}

/**
 * One photo's bytes from its chunks in order, or null when it has none (a photo saved before chunks
 * existed keeps its bytes in project_images.bytes). Reading holds one photo, which is fine for a GET.
 */
export async function readImageChunks(
  db: Kysely<Database>,
  projectId: string,
  idx: number,
): Promise<Uint8Array | null> {
  const rows = await db
    .selectFrom('project_image_chunks')
    .select('bytes')
    .where('project_id', '=', projectId)
    .where('idx', '=', idx)
    .orderBy('seq')
    .execute();
  if (rows.length === 0) return null;
  return Buffer.concat(rows.map((r) => r.bytes));
}
