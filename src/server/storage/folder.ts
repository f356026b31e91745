// Object storage in a folder (the default: data/storage): one file per key. A put writes a temporary
// file beside the target and renames it, so a reader never sees half an object.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { checkKey, checkPrefix, type ObjectStorage, type StorageBody } from './types';

const missing = (e: unknown) => (e as NodeJS.ErrnoException).code === 'ENOENT';
/** Objects are photos and zips of several MB: read in 1 MB pieces, not Node's default 64 KB. */
const READ_CHUNK = 1024 * 1024;

function toNodeStream(body: StorageBody): Readable {
  if (body instanceof Uint8Array) return Readable.from([body]);
  if (body instanceof Readable) return body;
  return Readable.fromWeb(body as unknown as NodeReadableStream<Uint8Array>);
}

async function countFiles(dir: string): Promise<number> {
  const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true }).catch((e) => {
    if (missing(e)) return [];
    throw e;
  });
  return entries.filter((e) => e.isFile() && !e.name.endsWith('.tmp')).length;
}

/** Writes `file` through a temporary file beside it, renamed into place once whole. */
async function writeWhole(file: string, write: (tmp: string) => Promise<void>): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomUUID()}.tmp`;
  try {
    await write(tmp);
    await fs.promises.rename(tmp, file);
  } catch (e) {
    await fs.promises.rm(tmp, { force: true });
    throw e;
  }
}

/** Errors of a hard link that a copy gets past: another file system, or one without links. */
const NO_LINK = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EMLINK', 'ENOSYS']);

/**
 * The sources are uploads' temporary files, never written again: on the same file system a hard link
 * stores one without writing its bytes a second time (a 24-photo job wrote 180 MB twice, and the disk
 * was what the submission waited on); elsewhere the kernel copies it, never through this process.
 */
async function linkOrCopy(source: string, target: string): Promise<void> {
  try {
    await fs.promises.link(source, target);
  } catch (e) {
    if (!NO_LINK.has((e as NodeJS.ErrnoException).code ?? '')) throw e;
    await fs.promises.copyFile(source, target);
  }
}

/** A file read whole with positioned reads into one buffer (no stream: several times cheaper). */
async function readWhole(handle: fs.promises.FileHandle): Promise<Uint8Array> {
  const { size } = await handle.stat();
  const bytes = Buffer.allocUnsafeSlow(size);
  let at = 0;
  while (at < size) {
    const { bytesRead } = await handle.read(bytes, at, size - at, at);
    if (bytesRead === 0) break;
    at += bytesRead;
  }
  return at === size ? bytes : bytes.subarray(0, at);
}

export function createFolderStorage(root: string): ObjectStorage {
  const at = (key: string) => path.join(root, ...checkKey(key).split('/'));
  const open = async (key: string) => {
    try {
      return await fs.promises.open(at(key));
    } catch (e) {
      if (missing(e)) return null;
      throw e;
    }
  };
  return {
    kind: 'folder',
    async put(key, body) {
      // Bytes in memory are written in one call; a stream is written as it comes.
      await writeWhole(at(key), (tmp) =>
        body instanceof Uint8Array
          ? fs.promises.writeFile(tmp, body)
          : pipeline(toNodeStream(body), fs.createWriteStream(tmp)),
      );
    },
    async putFile(key, source) {
      await writeWhole(at(key), (tmp) => linkOrCopy(source, tmp));
    },
    async get(key) {
      const handle = await open(key);
      if (!handle) return null;
      const { size } = await handle.stat();
      return { stream: handle.createReadStream({ highWaterMark: READ_CHUNK }), size };
    },
    async read(key) {
      const handle = await open(key);
      if (!handle) return null;
      try {
        return await readWhole(handle);
      } finally {
        await handle.close();
      }
    },
    async exists(key) {
      return fs.promises.stat(at(key)).then(
        (s) => s.isFile(),
        (e: unknown) => {
          if (missing(e)) return false;
          throw e;
        },
      );
    },
    async delete(key) {
      await fs.promises.rm(at(key), { force: true });
    },
    async deletePrefix(prefix) {
      const dir = path.join(root, ...checkPrefix(prefix).slice(0, -1).split('/'));
      const n = await countFiles(dir);
      // A run may still be writing under the prefix (a job cancelled mid-photo): a file created while
      // the folder is walked fails its removal with ENOTEMPTY, which rm retries.
      await fs.promises.rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 10 });
      return n;
    },
    async close() {},
  };
}
