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
  /** The object as a stream, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
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

/** The whole object in memory (small ones: logos, a photo to compose), or null when missing. */
export async function readObject(storage: ObjectStorage, key: string): Promise<Uint8Array | null> {
  const obj = await storage.get(key);
  if (!obj) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of obj.stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}
