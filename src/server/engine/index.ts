// The server engine (issue 15): a pool of worker threads (piscina), one photo per task, each composed
// with sharp and the shared drawing module (decisions 263-266). The jobs runner calls `compose` once
// per photo; aborting its signal drops a queued photo or ends the thread composing it.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { ThreadResult, ThreadSetup } from './protocol';
import { THREAD_HEAP_MB, engineThreads, vipsThreadsFor } from './threads';
import { EngineError, type EngineInput, type EngineOptions, type PhotoEngine } from './types';

export * from './types';

const require = createRequire(import.meta.url);

/**
 * The threads run the engine's TypeScript as the server does (tsx): its loader is handed to them
 * unless this process was started with it, whose flags threads inherit.
 */
function loaderFlags(): string[] {
  const flags = process.execArgv;
  if (flags.some((f) => f.includes('tsx'))) return flags;
  return [...flags, '--import', pathToFileURL(require.resolve('tsx')).href];
}

/** Whether handing the photo's buffer to the thread detaches nothing but the photo itself. */
function ownsBuffer(bytes: Uint8Array): boolean {
  return (
    bytes.buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength
  );
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted', 'AbortError');
}

export function createPhotoEngine(options: EngineOptions = {}): PhotoEngine {
  const threads = engineThreads(options.threads);
  const setup: ThreadSetup = { vipsThreads: vipsThreadsFor(threads) };
  const pool = new Piscina({
    filename: new URL('./worker.ts', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    concurrentTasksPerWorker: 1,
    idleTimeout: 60_000,
    execArgv: loaderFlags(),
    workerData: setup,
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
  });
  return {
    async compose(input: EngineInput, signal?: AbortSignal) {
      if (signal?.aborted) throw abortError(signal);
      // The photo is handed over, not copied, when it owns its whole buffer: the caller's view is then
      // detached (empty) once compose is called (see EngineInput.photo).
      const transferList = ownsBuffer(input.photo) ? [input.photo.buffer as ArrayBuffer] : [];
      let result: ThreadResult;
      try {
        result = (await pool.run(input, { transferList, ...(signal ? { signal } : {}) })) as ThreadResult;
      } catch (e) {
        if (signal?.aborted) throw abortError(signal);
        if ((e as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
          throw new EngineError(
            'image_too_large',
            `Image too large: ${input.name} (out of memory)`,
            input.name,
          );
        throw e;
      }
      if (!result.ok) throw new EngineError(result.code, result.message, result.subject);
      const { ok: _ok, ...output } = result;
      return output;
    },
    close: () => pool.destroy(),
  };
}
