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

export function createFolderStorage(root: string): ObjectStorage {
  const at = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    kind: 'folder',
    async put(key, body) {
      const file = at(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomUUID()}.tmp`;
      try {
        await pipeline(toNodeStream(body), fs.createWriteStream(tmp));
        await fs.promises.rename(tmp, file);
      } catch (e) {
        await fs.promises.rm(tmp, { force: true });
        throw e;
      }
    },
    async get(key) {
      try {
        const handle = await fs.promises.open(at(key));
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (e) {
        if (missing(e)) return null;
        throw e;
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
