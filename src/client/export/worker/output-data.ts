// A composed photo's output file as the parts it is made of, in order: the canvas encoder's Blob (in
// the browser's blob store already) or slices of it, and bytes this thread made or read (metadata, the
// original-quality path's file). Bytes go on to the zip by transfer, never copied, so a bytes part is
// the output's own: no module, photo or other thread keeps its buffer (decision 298).
import { concat } from '#shared/metadata';

export type OutputPart = Blob | Uint8Array<ArrayBuffer>;
export type OutputData = readonly OutputPart[];

/** The buffers an output's bytes parts lie in, each once: what goes with it by transfer. */
export const transferables = (data: OutputData): ArrayBuffer[] => [
  ...new Set(data.flatMap((p) => (p instanceof Blob ? [] : [p.buffer]))),
];

/**
 * `data` in a buffer of its own, to transfer: as it is where it starts its buffer and leaves at most
 * `slack` bytes of it unused, else copied out, so a transfer carries no more than that (a writer's
 * larger buffer, a head read on into pixel data). Bytes within the slack of a buffer somebody else
 * holds would go with it: give only buffers this thread made for the photo.
 */
export const ownBytes = (data: Uint8Array, slack = 0): Uint8Array<ArrayBuffer> =>
  data.byteOffset === 0 &&
  data.buffer instanceof ArrayBuffer &&
  data.buffer.byteLength - data.byteLength <= slack
    ? (data as Uint8Array<ArrayBuffer>)
    : data.slice();

/** The output as one file of `type`, for a single download. */
export const outputBlob = (data: OutputData, type: string): Blob => new Blob(data as BlobPart[], { type });

/**
 * `parts` made safe to transfer: views on `own` (buffers only this output holds) stay as they are;
 * every run of other bytes, which may be shared (a module's constant, a profile), is copied into one
 * new array. They are records and small metadata; the megabytes are in the Blobs and in `own`.
 */
export function ownedParts(
  parts: readonly (Blob | Uint8Array)[],
  own: readonly ArrayBufferLike[],
): OutputPart[] {
  const out: OutputPart[] = [];
  let run: Uint8Array[] = [];
  const flush = () => {
    if (run.length) out.push(concat(run) as Uint8Array<ArrayBuffer>);
    run = [];
  };
  for (const part of parts) {
    if (part instanceof Uint8Array && !own.includes(part.buffer)) run.push(part);
    else {
      flush();
      out.push(part as OutputPart);
    }
  }
  flush();
  return out;
}
