// Object storage (issue 15): uploaded photos, composed outputs and results of API jobs live behind this
// one interface, in a folder under data/ by default or in any S3-compatible store (STORAGE_URL).
import type { Readable } from 'node:stream';

/** Bytes to store: whole, a Node stream or a web stream (of unknown length). */
export type StorageBody = Uint8Array | Readable | ReadableStream<Uint8Array>;

export interface StoredObject {
  stream: Readable;
  size: number;
}

export interface ObjectStorage {
  readonly kind: 'folder' | 's3';
  /** Writes the object whole: readers see the old bytes or the new ones, never a part. */
  put(key: string, body: StorageBody): Promise<void>;
  /** Stores a file on disk (an upload's temporary file, never written again), as put does. */
  putFile(key: string, path: string): Promise<void>;
  /** The object as a stream, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /**
   * The whole object in memory (a logo, a photo to compose, one output to zip), or null when there
   * is none, in a buffer of its own (the engine can take it without a copy).
   */
  read(key: string): Promise<Uint8Array | null>;
  exists(key: string): Promise<boolean>;
  /** Deletes one object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Deletes every object under a folder-like prefix ("jobs/<id>/"); returns how many. */
  deletePrefix(prefix: string): Promise<number>;
  close(): Promise<void>;
}

// Segments start with a letter or digit, so no key can climb out of its folder ("..") or be hidden.
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function checkKey(key: string): string {
  if (!KEY.test(key) || key.length > 512) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

export function checkPrefix(prefix: string): string {
  if (!prefix.endsWith('/')) throw new Error(`A storage prefix ends with "/": ${JSON.stringify(prefix)}`);
  checkKey(prefix.slice(0, -1));
  return prefix;
}

/**
 * A stored object's stream read into one buffer of its own, sized once (for a store with no faster
 * way to read an object whole): no list of chunks to join, and the engine can take it without a copy.
 */
export async function collect(obj: StoredObject): Promise<Uint8Array> {
  let bytes = Buffer.allocUnsafeSlow(obj.size);
  let at = 0;
  for await (const chunk of obj.stream as AsyncIterable<Buffer>) {
    // A size that was stale (the object replaced meanwhile) still gives every byte sent.
    if (at + chunk.byteLength > bytes.byteLength) {
      const grown = Buffer.allocUnsafeSlow(Math.max(at + chunk.byteLength, bytes.byteLength * 2));
      bytes.copy(grown, 0, 0, at);
      bytes = grown;
    }
    chunk.copy(bytes, at);
    at += chunk.byteLength;
  }
  return at === bytes.byteLength ? bytes : bytes.subarray(0, at);
}
