// What passes between the engine (main thread) and its worker threads. Failures come back as data, not
// thrown errors: an Error's own fields (the code) do not survive the trip between threads.
import type { EngineErrorCode, EngineOutput } from './types';

/** Given to every thread when the pool starts. */
export interface ThreadSetup {
  /** libvips threads per operation (sharp.concurrency): process-wide, so every thread sets the same. */
  vipsThreads: number;
}

export type ThreadResult =
  | ({ ok: true } & EngineOutput & Required<Pick<EngineOutput, 'stats'>>)
  | { ok: false; code: EngineErrorCode; message: string; subject?: string };
