import { crc32 } from 'node:zlib';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { EntryQueue, writeZip } from './zip-core';

const text = (b: Uint8Array | undefined) => new TextDecoder().decode(b);

/** The entries of a zip, each checked against its CRC in the central directory (fflate does not check). */
function checkedEntries(zip: Uint8Array): Record<string, string> {
  const files = unzipSync(zip);
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  let at = view.getUint32(end + 16, true);
  for (let i = 0; i < view.getUint16(end + 10, true); i++) {
    const nameLength = view.getUint16(at + 28, true);
    const name = text(zip.subarray(at + 46, at + 46 + nameLength));
    expect(view.getUint32(at + 16, true), name).toBe(crc32(files[name]!));
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, text(bytes)]));
}

interface FakeWritable {
  written: (Blob | Uint8Array)[];
  ends: string[];
  handle: FileSystemFileHandle;
}

/** A chosen file: the browser's writable stream as the File System Access API gives it. */
function chosenFile(failOnWrite = Infinity): FakeWritable {
  const out: FakeWritable = { written: [], ends: [], handle: null as unknown as FileSystemFileHandle };
  const writable = {
    async write(part: Blob | Uint8Array) {
      if (out.written.length + 1 >= failOnWrite)
        throw new DOMException('The disk is full.', 'QuotaExceededError');
      out.written.push(part);
    },
    close: async () => void out.ends.push('close'),
    abort: async () => void out.ends.push('abort'),
  };
  out.handle = { createWritable: async () => writable } as unknown as FileSystemFileHandle;
  return out;
}

const bytesOf = async (parts: (Blob | Uint8Array)[]) =>
  new Uint8Array(await new Blob(parts as BlobPart[]).arrayBuffer());

describe('writeZip', () => {
  it('streams the entries (Blobs, bytes or both), pushed while it runs, into a stored zip in order', async () => {
    const queue = new EntryQueue();
    const zip = writeZip(queue, null, () => true);
    void queue.push({ name: 'image-1.jpg', data: [new Blob(['one'])] });
    await new Promise((r) => setTimeout(r, 5));
    void queue.push({ name: 'image-3.jpg', data: [new TextEncoder().encode('three')] });
    const parts = [new Blob(['fo']), new TextEncoder().encode('u'), new Blob(['r'])];
    void queue.push({ name: 'image-4.jpg', data: parts });
    queue.end();
    const bytes = new Uint8Array(await (await zip)!.arrayBuffer());
    expect(checkedEntries(bytes)).toEqual({
      'image-1.jpg': 'one',
      'image-3.jpg': 'three',
      'image-4.jpg': 'four',
    });
    expect(Object.keys(unzipSync(bytes))).toEqual(['image-1.jpg', 'image-3.jpg', 'image-4.jpg']);
    // Stored, not deflated: JPEGs do not shrink, so compressing them only costs time.
    expect(new DataView(bytes.buffer).getUint16(8, true)).toBe(0);
  });

  it('writes a chosen file part by part, each photo Blob as itself, and discards a file not kept', async () => {
    const file = chosenFile();
    const photo = new Blob(['one']);
    const [head, tail] = [new Blob(['t']), new Blob(['ee'])];
    const queue = new EntryQueue();
    const zip = writeZip(queue, file.handle, () => true);
    void queue.push({ name: 'image-1.jpg', data: [photo] });
    void queue.push({ name: 'image-2.jpg', data: [new TextEncoder().encode('two')] });
    void queue.push({ name: 'image-3.jpg', data: [head, new TextEncoder().encode('hr'), tail] });
    queue.end();
    expect(await zip).toBeNull();
    expect(file.ends).toEqual(['close']);
    // Passed on by reference: the browser copies them from its own store into the file.
    for (const blob of [photo, head, tail]) expect(file.written).toContain(blob);
    expect(checkedEntries(await bytesOf(file.written))).toEqual({
      'image-1.jpg': 'one',
      'image-2.jpg': 'two',
      'image-3.jpg': 'three',
    });

    const unkept = new EntryQueue();
    const dropped = writeZip(unkept, file.handle, () => false);
    void unkept.push({ name: 'image-1.jpg', data: [photo] });
    unkept.end();
    expect(await dropped).toBeNull();
    expect(file.ends).toEqual(['close', 'abort']);
  });

  it('aborts a chosen file whose write fails, and fails', async () => {
    const file = chosenFile(2);
    const queue = new EntryQueue();
    const zip = writeZip(queue, file.handle, () => true);
    void queue.push({ name: 'image-1.jpg', data: [new Blob(['one'])] });
    queue.end();
    await expect(zip).rejects.toMatchObject({ name: 'QuotaExceededError' });
    expect(file.ends).toEqual(['abort']);
  });

  it('gives nothing when told not to keep the result, and fails when the queue fails', async () => {
    const empty = new EntryQueue();
    const none = writeZip(empty, null, () => false);
    empty.end();
    expect(await none).toBeNull();

    const broken = new EntryQueue();
    const failing = writeZip(broken, null, () => true);
    const waiting = broken.push({ name: 'image-1.jpg', data: [new Blob(['x'])] });
    broken.fail(new DOMException('cancelled', 'AbortError'));
    await expect(failing).rejects.toThrow();
    // Whoever waited for the entry to be taken goes on.
    await expect(waiting).resolves.toBeUndefined();
  });
});

describe('EntryQueue', () => {
  it('settles a push only once the zip has taken its entry', async () => {
    const queue = new EntryQueue();
    const taken: string[] = [];
    const first = queue.push({ name: 'a', data: [new Blob(['a'])] }).then(() => taken.push('a'));
    void queue.push({ name: 'b', data: [new Blob(['b'])] }).then(() => taken.push('b'));
    await new Promise((r) => setTimeout(r, 5));
    expect(taken).toEqual([]);
    const reader = queue[Symbol.asyncIterator]();
    expect((await reader.next()).value).toMatchObject({ name: 'a' });
    await first;
    expect(taken).toEqual(['a']);
  });
});
