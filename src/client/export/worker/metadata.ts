// Carries the source's metadata (EXIF, IPTC, XMP, colour profile) into an encoded output file.
import {
  memorySource,
  metadataParts,
  outputMetadata,
  readSourceMetadata,
  type MetadataOptions,
  type SourceMetadata,
} from '#shared/metadata';
import { blobReader, type ByteReader, type HeadReader } from '#shared/files';
import { ownBytes, ownedParts, type OutputData } from './output-data';

/**
 * The source's metadata, read from its head (never its pixel data). Give it the photo's shared head
 * reader, so the size check before the decode walks the same bytes without reading them again.
 */
export const readMetadata = (head: ByteReader, type: string): Promise<SourceMetadata> =>
  readSourceMetadata(head, type);

/**
 * The file for the decoder: without the segments of extended XMP it holds in one clean run. Decoders
 * skip those segments but read them all the same, and a desktop editor's history can be megabytes.
 * Whole segments are cut, so what is left is the same JPEG stream, EXIF and profile included.
 */
export function withoutExtendedXmp(file: Blob, meta: SourceMetadata): Blob {
  const range = meta.xmpExtendedRange;
  return range ? new Blob([file.slice(0, range.from), file.slice(range.to)], { type: file.type }) : file;
}

/**
 * What the head's buffer may hold past the run of extended XMP and still go on whole: its last read
 * ends some 64 KB past the run. A head that doubled further, into pixel data, is copied up to the run.
 */
const HEAD_SLACK = 128 * 1024;

/**
 * The encoded file with the source's metadata spliced in, as parts (no re-encode: the encoded file is
 * sliced, not read). The one part taken from the source as it is, JPEG's extended XMP, lies in the
 * head, read already for the metadata: it goes on from this worker's memory, not read from the file
 * again by the zip (decision 298).
 */
export async function withSourceMetadata(
  encoded: Blob | Uint8Array<ArrayBuffer>,
  source: SourceMetadata,
  options: MetadataOptions,
  head: HeadReader,
): Promise<OutputData> {
  const end = source.xmpExtendedRange?.to;
  const file = end ? ownBytes((await head.upTo(end)).subarray(0, end), HEAD_SLACK) : new Uint8Array(0);
  const cut = (of: Blob | Uint8Array, from: number, to: number) =>
    of instanceof Blob ? of.slice(from, to) : of.subarray(from, to);
  const read = encoded instanceof Blob ? blobReader(encoded) : memorySource(encoded);
  const meta = outputMetadata(source, options);
  const parts = await metadataParts<Blob | Uint8Array>(encoded, read, meta, options, file, cut);
  // Our encoder's bytes are this photo's alone, as the head's are: both go on by transfer.
  const own = encoded instanceof Blob ? [file.buffer] : [file.buffer, encoded.buffer];
  return parts ? ownedParts(parts, own) : [encoded];
}
