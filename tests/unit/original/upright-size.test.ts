import { describe, expect, it } from 'vitest';
import { bytesReader, type ByteReader } from '#shared/files';
import { uprightJpegSize } from '#shared/original';
import { photoPixels, sharpJpeg } from '../jpeg/sources';

describe('uprightJpegSize', () => {
  it('answers from the head: nothing past the frame header is read', async () => {
    const bytes = new Uint8Array(await sharpJpeg(photoPixels(640, 480), { quality: 90 }));
    const inner = bytesReader(bytes);
    let furthest = 0;
    const reader: ByteReader = {
      size: inner.size,
      readAt: (offset, length) => {
        furthest = Math.max(furthest, offset + length);
        return inner.readAt(offset, length);
      },
    };
    expect(await uprightJpegSize(reader, 6)).toEqual({ width: 480, height: 640 });
    expect(await uprightJpegSize(bytes, 1)).toEqual({ width: 640, height: 480 });
    expect(furthest).toBeLessThan(bytes.length / 2);
  });
});
