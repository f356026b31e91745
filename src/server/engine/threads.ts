// How many threads the engine runs and how many libvips threads each operation gets (decision 263).
import os from 'node:os';

/** The pool's threads: as asked, else the machine's cores, at most 4. */
export function engineThreads(asked?: number): number {
  const cores = os.availableParallelism();
  return Math.max(1, Math.floor(asked ?? Math.min(4, cores)));
}

/**
 * libvips threads per operation. sharp.concurrency is one setting for the whole process (every thread
 * shares one libvips), so the engine's threads x this fit the cores rather than multiplying them.
 */
export function vipsThreadsFor(threads: number): number {
  return Math.max(1, Math.floor(os.availableParallelism() / threads));
}

/**
 * The JavaScript heap a thread may grow to. Pixels live outside it (libvips and the canvas hold them in
 * native memory, one photo per thread); what it holds is the photo's bytes, the output and metadata.
 */
export const THREAD_HEAP_MB = 256;
