// zlib streams (PNG's iCCP and compressed iTXt) through the platform's Compression Streams.
async function through(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

export const inflate = (bytes: Uint8Array) => through(bytes, new DecompressionStream('deflate'));
export const deflate = (bytes: Uint8Array) => through(bytes, new CompressionStream('deflate'));
