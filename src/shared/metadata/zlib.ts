// zlib streams (PNG's iCCP and compressed iTXt) through the platform's Compression Streams.
import { concat } from './bytes';

/** Past this, a chunk is not a profile or an XMP packet but a bomb: 1 MB of zlib can hold 1 GB. */
export const INFLATE_MAX = 64 * 2 ** 20;

export async function inflate(bytes: Uint8Array, max = INFLATE_MAX): Promise<Uint8Array> {
  const source = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream();
  const reader = source.pipeThrough(new DecompressionStream('deflate')).getReader();
  const parts: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return concat(parts);
    length += value.length;
    if (length > max) {
      await reader.cancel();
      throw new RangeError(`a zlib stream inflates past ${max} bytes`);
    }
    parts.push(value);
  }
}

export async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const out = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(out).arrayBuffer());
}
