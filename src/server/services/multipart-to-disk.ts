// Reads a multipart/form-data request part by part: each file goes straight to a temporary file and
// comes back as a Blob backed by that file, so a save of fifty photos never holds them all in memory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { HttpError } from '../http-error';

export interface DiskPart {
  /** The name the client gave the file. */
  name: string;
  /** Every byte the client sent for it, also when more than was kept. */
  size: number;
  /** Where the bytes were kept (at most `keepBytes` + 1 of them). */
  bytes: { path: string; size: number };
}

export type FormValue = string | DiskPart;

export interface DiskForm {
  /** Values in arrival order under each field name. */
  fields: Record<string, FormValue[]>;
  /** Removes the temporary files; call when done with the parts. */
  dispose(): Promise<void>;
}

export interface DiskFormLimits {
  /** Bytes kept per file; the rest is counted (for an honest "too large") and dropped. */
  keepBytes: number;
  maxFiles: number;
  onTooManyFiles: () => HttpError;
  maxFieldBytes: number;
}

const WRITE_BUFFER = 4 * 1024 * 1024;

const unreadable = () => new HttpError(400, 'invalid_upload', 'The upload could not be read.');

export async function readMultipartToDisk(
  headers: Headers,
  body: ReadableStream<Uint8Array> | null,
  limits: DiskFormLimits,
): Promise<DiskForm> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'logobatch-upload-'));
  const dispose = () => fs.promises.rm(dir, { recursive: true, force: true });
  try {
    const fields = await parse(headers, body, dir, limits);
    return { fields, dispose };
  } catch (e) {
    await dispose();
    throw e instanceof HttpError ? e : unreadable();
  }
}

async function parse(
  headers: Headers,
  body: ReadableStream<Uint8Array> | null,
  dir: string,
  limits: DiskFormLimits,
): Promise<Record<string, FormValue[]>> {
  if (!body) throw unreadable();
  const bb = busboy({
    headers: { 'content-type': headers.get('content-type') ?? '' },
    // Browsers, curl and fetch's FormData send a filename as raw UTF-8; busboy would read it as
    // latin1 and turn "café.jpg" into "cafÃ©.jpg" in every name, zip entry and error after it.
    defParamCharset: 'utf8',
    limits: { files: limits.maxFiles, fieldSize: limits.maxFieldBytes, fields: 100 },
  });
  const fields: Record<string, FormValue[]> = {};
  const add = (name: string, v: FormValue) => (fields[name] ??= []).push(v);
  const writes: Promise<void>[] = [];
  let problem: HttpError | null = null;
  let n = 0;

  bb.on('field', (name, value, info) => {
    if (info.valueTruncated)
      problem ??= new HttpError(413, 'payload_too_large', `The "${name}" field is too long.`);
    add(name, value);
  });
  bb.on('file', (name, stream, info) => {
    const file = path.join(dir, String(n++));
    // The slot is taken now so parts keep their order whichever write finishes first.
    const part: DiskPart = { name: info.filename ?? '', size: 0, bytes: { path: file, size: 0 } };
    add(name, part);
    let size = 0;
    const keep = new Transform({
      transform(chunk: Buffer, _enc, done) {
        const room = limits.keepBytes + 1 - size;
        size += chunk.length;
        // One byte past the limit is kept so the size check sees the file as too large.
        done(null, room > 0 ? chunk.subarray(0, room) : undefined);
      },
    });
    // Node's 16 KB default stalls the request at every 64 KB chunk until the disk has it; a few MB
    // lets the disk write (in batches) while the next chunks arrive.
    const disk = fs.createWriteStream(file, { highWaterMark: WRITE_BUFFER });
    const written = pipeline(stream, keep, disk).then(() => {
      part.size = size;
      part.bytes.size = Math.min(size, limits.keepBytes + 1);
    });
    // When the request breaks off, parsing fails first; this one must not go unhandled meanwhile.
    written.catch(() => undefined);
    writes.push(written);
  });
  bb.on('filesLimit', () => (problem ??= limits.onTooManyFiles()));

  const source = Readable.fromWeb(body as unknown as NodeReadableStream<Uint8Array>);
  await pipeline(source, bb);
  await Promise.all(writes);
  if (problem) throw problem;
  return fields;
}
