// The stored zip both exports write, read back by other people's readers: JSZip checking every CRC,
// and yauzl for a zip past 4 GiB (ZIP64 offsets), written sparse so the test stays fast.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { randomBytes } from 'node:crypto';
import JSZip from 'jszip';
import yauzl from 'yauzl';
import { describe, expect, it } from 'vitest';
import { storedZip, type Crc32, type ZipFile } from '#shared/zip/stored-zip';
import { nodeCrc32 } from '#server/zip-crc';
import { wasmCrc32 } from '#client/export/zip/zip-core';

const when = new Date(2026, 10, 23, 14, 30, 20);

async function* filesOf(list: ZipFile[]) {
  for (const f of list) yield f;
}

const bytesOf = async (stream: ReadableStream<Uint8Array>) =>
  new Uint8Array(await new Response(stream).arrayBuffer());

const noise = (n: number, seed: number) =>
  Uint8Array.from({ length: n }, (_, i) => (i * 2654435761 + seed) >>> 24);

describe('storedZip', () => {
  const files: ZipFile[] = [
    { name: 'image-1.jpg', data: [noise(300_000, 1)], lastModified: when },
    { name: 'תמונה-2.jpg', data: [new Blob([noise(70_000, 2), noise(5, 3)])], lastModified: when },
    { name: 'empty.txt', data: [new Uint8Array(0)], lastModified: when },
    // A browser output: Blob slices of the encoded file around metadata bytes.
    {
      name: 'parts.jpg',
      data: [new Blob([noise(10, 4)]), noise(70_000, 5), new Uint8Array(0), new Blob([noise(9, 6)])],
      lastModified: when,
    },
  ];

  it('writes every file stored, in order, with its UTF-8 name, date and a CRC JSZip checks', async () => {
    const zip = await bytesOf(storedZip(filesOf(files), nodeCrc32));
    const read = await JSZip.loadAsync(zip, { checkCRC32: true });
    expect(Object.keys(read.files)).toEqual(['image-1.jpg', 'תמונה-2.jpg', 'empty.txt', 'parts.jpg']);
    expect(
      Buffer.compare(await read.file('image-1.jpg')!.async('uint8array'), files[0]!.data[0] as Uint8Array),
    ).toBe(0);
    const parts = await new Blob(files[3]!.data as BlobPart[]).bytes();
    expect(Buffer.compare(await read.file('parts.jpg')!.async('uint8array'), parts)).toBe(0);
    expect((await read.file('תמונה-2.jpg')!.async('uint8array')).length).toBe(70_005);
    expect((await read.file('empty.txt')!.async('uint8array')).length).toBe(0);
    // Method 0 (stored) in the first local header; the date as DOS time keeps it to two seconds.
    expect(new DataView(zip.buffer).getUint16(8, true)).toBe(0);
    expect(read.files['image-1.jpg']!.date.getTime()).toBeGreaterThan(0);
  });

  it("writes the same bytes with the browser's CRC, and its CRCs are the real ones", async () => {
    const wasm: Crc32 = await wasmCrc32();
    const a = await bytesOf(storedZip(filesOf(files), nodeCrc32));
    const b = await bytesOf(storedZip(filesOf(files), wasm));
    expect(Buffer.compare(a, b)).toBe(0);
    // Lengths around the wasm module's own buffering, and one call after another on one hasher.
    for (const n of [0, 1, 7, 64, 65_535, 65_536, 65_537, 3_000_001]) {
      const data = new Uint8Array(randomBytes(n));
      expect(wasm([data])).toBe(zlib.crc32(data));
      // Split anywhere, the parts' CRC is the whole's.
      const cut = Math.floor(n / 3);
      const split = [data.subarray(0, cut), data.subarray(cut, n - 1), data.subarray(n - 1)];
      expect(wasm(split)).toBe(zlib.crc32(data));
      expect(nodeCrc32(split)).toBe(zlib.crc32(data));
    }
  });

  it('holds more than 65,535 entries (ZIP64 end records)', async () => {
    const many = Array.from({ length: 70_000 }, (_, i) => ({
      name: `image-${i + 1}.jpg`,
      data: [Uint8Array.of(i & 0xff, i >> 8)],
      lastModified: when,
    }));
    const zip = await bytesOf(storedZip(filesOf(many), nodeCrc32));
    const read = await JSZip.loadAsync(zip, { checkCRC32: true });
    expect(Object.keys(read.files).length).toBe(70_000);
    expect([...(await read.file('image-70000.jpg')!.async('uint8array'))]).toEqual([
      69_999 & 0xff,
      (69_999 >> 8) & 0xff,
    ]);
  }, 60_000);

  it('places entries past 4 GiB (ZIP64 offsets) where a reader finds them', async () => {
    // Nine entries of 512 MiB of zeros. The zero chunk is one object, so the file is written sparse:
    // a hole where it passes, real bytes for every header.
    const zeros = new Uint8Array(512 * 2 ** 20);
    const big = Array.from({ length: 9 }, (_, i) => ({
      name: `part-${i + 1}.bin`,
      data: [zeros],
      lastModified: when,
    }));
    big.push({ name: 'last.txt', data: [new TextEncoder().encode('the end')], lastModified: when });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'logobatch-zip64-')), 'big.zip');
    const fd = fs.openSync(file, 'w');
    let at = 0;
    for await (const chunk of storedZip(filesOf(big), nodeCrc32)) {
      if (chunk !== zeros) fs.writeSync(fd, chunk, 0, chunk.length, at);
      at += chunk.length;
    }
    fs.ftruncateSync(fd, at);
    fs.closeSync(fd);
    expect(at).toBeGreaterThan(2 ** 32);

    const entries = await new Promise<yauzl.Entry[]>((resolve, reject) =>
      yauzl.open(file, { lazyEntries: false, autoClose: false }, (err, zip) => {
        if (err || !zip) return reject(err);
        const found: yauzl.Entry[] = [];
        zip.on('entry', (e: yauzl.Entry) => found.push(e));
        zip.on('end', () => {
          const last = found.at(-1)!;
          zip.openReadStream(last, (e, stream) => {
            if (e || !stream) return reject(e);
            const parts: Buffer[] = [];
            stream.on('data', (c: Buffer) => parts.push(c));
            stream.on('end', () => {
              expect(Buffer.concat(parts).toString()).toBe('the end');
              expect(last.crc32).toBe(zlib.crc32('the end'));
              zip.close();
              resolve(found);
            });
          });
        });
        zip.on('error', reject);
      }),
    );
    fs.rmSync(path.dirname(file), { recursive: true });
    expect(entries.map((e) => e.fileName)).toEqual(big.map((f) => f.name));
    expect(entries.at(-1)!.relativeOffsetOfLocalHeader).toBeGreaterThan(2 ** 32);
    expect(entries[0]!.crc32).toBe(zlib.crc32(zeros));
  }, 60_000);
});
