// Streams photos into a stored (uncompressed) zip, to a file on disk when the user chose one, else into
// a Blob. Runs in the zip worker, so the CRC of every byte is not main-thread work.
import CRC32 from 'crc-32';
import { storedZip, type Crc32 } from '#shared/zip/stored-zip';

export interface ZipEntry {
  name: string;
  blob: Blob;
}

/** An async queue: entries pushed as photos finish, read by the zip stream as it can take them. */
export class EntryQueue implements AsyncIterable<ZipEntry> {
  private items: ZipEntry[] = [];
  private ended = false;
  private error: unknown = null;
  private wake: (() => void) | null = null;

  push(entry: ZipEntry) {
    this.items.push(entry);
    this.notify();
  }
  end() {
    this.ended = true;
    this.notify();
  }
  fail(error: unknown) {
    this.error = error;
    this.notify();
  }
  private notify() {
    this.wake?.();
    this.wake = null;
  }
  async *[Symbol.asyncIterator]() {
    for (;;) {
      if (this.error) throw this.error;
      const next = this.items.shift();
      if (next) yield next;
      else if (this.ended) return;
      else await new Promise<void>((r) => (this.wake = r));
    }
  }
}

async function* toFiles(entries: AsyncIterable<ZipEntry>) {
  for await (const e of entries) yield { name: e.name, data: e.blob, lastModified: new Date() };
}

/** crc-32's table-sliced CRC: three to four times the speed of a byte-at-a-time loop (decision 283). */
const crc32: Crc32 = (data, crc) => CRC32.buf(data, crc) >>> 0;

/** The chosen file opened for writing, or null (no file, or this context cannot write it). */
async function openWritable(
  handle: FileSystemFileHandle | null,
): Promise<FileSystemWritableFileStream | null> {
  if (!handle || typeof handle.createWritable !== 'function') return null;
  try {
    return await handle.createWritable();
  } catch {
    return null;
  }
}

/**
 * Writes the zip; `keep()` is asked once all entries are in. Returns the zip as a Blob when it was
 * not written to a file (and is to be kept), else null. A file left unkept or failed is aborted,
 * which discards it.
 */
export async function writeZip(
  entries: AsyncIterable<ZipEntry>,
  handle: FileSystemFileHandle | null,
  keep: () => boolean,
): Promise<Blob | null> {
  const stream = storedZip(toFiles(entries), crc32);
  const writable = await openWritable(handle);
  if (writable) {
    try {
      await stream.pipeTo(writable, { preventClose: true });
    } catch (err) {
      await writable.abort().catch(() => undefined);
      throw err;
    }
    if (keep()) await writable.close();
    else await writable.abort();
    return null;
  }
  // No file (or no permission to write it): the browser's blob store takes the bytes as they come.
  const blob = await new Response(stream, { headers: { 'Content-Type': 'application/zip' } }).blob();
  return keep() ? blob : null;
}
