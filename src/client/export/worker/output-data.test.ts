import { describe, expect, it } from 'vitest';
import { ownBytes, ownedParts, outputBlob, transferables } from './output-data';

const SHARED = Uint8Array.of(9, 9);

describe('ownedParts', () => {
  it('keeps views on the own buffer, copies every run of other bytes into one new array', async () => {
    const own = new Uint8Array(16).map((_, i) => i);
    const [head, tail] = [new Blob(['<']), new Blob(['>'])];
    const parts = ownedParts(
      [head, Uint8Array.of(1), SHARED, own.subarray(2, 6), SHARED, tail, Uint8Array.of(7)],
      [own.buffer],
    );
    expect(parts).toHaveLength(6);
    expect(parts[0]).toBe(head);
    expect([...(parts[1] as Uint8Array)]).toEqual([1, 9, 9]);
    // The extended XMP's run in the head: passed on as the same view, not copied.
    expect(parts[2]).toBeInstanceOf(Uint8Array);
    expect((parts[2] as Uint8Array).buffer).toBe(own.buffer);
    expect([...(parts[3] as Uint8Array)]).toEqual([9, 9]);
    expect(parts[4]).toBe(tail);
    expect([...(parts[5] as Uint8Array)]).toEqual([7]);
    // Nothing shared goes by transfer: a module's constant would be detached for the next photo.
    const moved = transferables(parts);
    expect(moved).toContain(own.buffer);
    expect(moved).not.toContain(SHARED.buffer);
    expect(new Set(moved).size).toBe(moved.length);
    expect(moved).toHaveLength(4);
    const file = outputBlob(parts, 'image/jpeg');
    expect(file.type).toBe('image/jpeg');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([60, 1, 9, 9, 2, 3, 4, 5, 9, 9, 62, 7]);
  });

  it('moves one buffer once however many views lie in it', () => {
    const own = new Uint8Array(8);
    const moved = transferables(
      ownedParts([own.subarray(0, 2), new Blob(['x']), own.subarray(4)], [own.buffer]),
    );
    expect(moved).toHaveLength(1);
    expect(moved[0]).toBe(own.buffer);
  });

  it('keeps views on each of several own buffers: the head and our encoded file', () => {
    const [head, encoded] = [new Uint8Array(8), new Uint8Array(8)];
    const parts = ownedParts(
      [encoded.subarray(0, 2), head.subarray(1, 3), SHARED, encoded.subarray(2)],
      [head.buffer, encoded.buffer],
    );
    expect(parts.slice(0, 2).map((p) => (p as Uint8Array).buffer)).toEqual([encoded.buffer, head.buffer]);
    expect(transferables(parts)).toEqual([encoded.buffer, head.buffer, (parts[2] as Uint8Array).buffer]);
    expect(transferables(parts)).not.toContain(SHARED.buffer);
  });
});

describe('ownBytes', () => {
  it('keeps bytes that start their buffer within the slack, and copies any other view out', () => {
    const buffer = new Uint8Array(100).map((_, i) => i);
    expect(ownBytes(buffer)).toBe(buffer);
    const head = buffer.subarray(0, 90);
    expect(ownBytes(head, 10)).toBe(head);
    const copied = ownBytes(head, 9);
    expect(copied.buffer).not.toBe(buffer.buffer);
    expect(copied.buffer.byteLength).toBe(90);
    expect([...copied]).toEqual([...head]);
    const inner = ownBytes(buffer.subarray(5, 10), 1000);
    expect(inner.buffer.byteLength).toBe(5);
    expect([...inner]).toEqual([5, 6, 7, 8, 9]);
  });
});
