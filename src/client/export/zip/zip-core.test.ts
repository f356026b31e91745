import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { EntryQueue, writeZip } from './zip-core';

describe('writeZip', () => {
  it('streams the entries (Blobs or bytes), pushed while it runs, into a stored zip in order', async () => {
    const queue = new EntryQueue();
    const zip = writeZip(queue, null, () => true);
    queue.push({ name: 'image-1.jpg', data: new Blob(['one']) });
    await new Promise((r) => setTimeout(r, 5));
    queue.push({ name: 'image-3.jpg', data: new TextEncoder().encode('three') });
    queue.end();
    const blob = (await zip)!;
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(Object.keys(files)).toEqual(['image-1.jpg', 'image-3.jpg']);
    expect(new TextDecoder().decode(files['image-3.jpg'])).toBe('three');
    // Stored, not deflated: JPEGs do not shrink, so compressing them only costs time.
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(new DataView(bytes.buffer).getUint16(8, true)).toBe(0);
  });

  it('writes a chosen file part by part, each photo Blob as itself, and discards a file not kept', async () => {
    const written: (Blob | Uint8Array)[] = [];
    const ends: string[] = [];
    const writable = {
      write: async (part: Blob | Uint8Array) => void written.push(part),
      close: async () => void ends.push('close'),
      abort: async () => void ends.push('abort'),
    };
    const handle = { createWritable: async () => writable } as unknown as FileSystemFileHandle;
    const photo = new Blob(['one']);
    const queue = new EntryQueue();
    const zip = writeZip(queue, handle, () => true);
    queue.push({ name: 'image-1.jpg', data: photo });
    queue.push({ name: 'image-2.jpg', data: new TextEncoder().encode('two') });
    queue.end();
    expect(await zip).toBeNull();
    expect(ends).toEqual(['close']);
    // Passed on by reference: the browser copies it from its own store into the file.
    expect(written).toContain(photo);
    const bytes = new Uint8Array(await new Blob(written as BlobPart[]).arrayBuffer());
    const files = unzipSync(bytes);
    expect(new TextDecoder().decode(files['image-1.jpg'])).toBe('one');
    expect(new TextDecoder().decode(files['image-2.jpg'])).toBe('two');

    const unkept = new EntryQueue();
    const dropped = writeZip(unkept, handle, () => false);
    unkept.push({ name: 'image-1.jpg', data: photo });
    unkept.end();
    expect(await dropped).toBeNull();
    expect(ends).toEqual(['close', 'abort']);
  });

  it('gives nothing when told not to keep the result, and fails when the queue fails', async () => {
    const empty = new EntryQueue();
    const none = writeZip(empty, null, () => false);
    empty.end();
    expect(await none).toBeNull();

    const broken = new EntryQueue();
    const failing = writeZip(broken, null, () => true);
    broken.push({ name: 'image-1.jpg', data: new Blob(['x']) });
    broken.fail(new DOMException('cancelled', 'AbortError'));
    await expect(failing).rejects.toThrow();
  });
});
