// A worker thread of the engine's pool (piscina): one photo per task. libvips' cache is off (each photo
// is seen once) and its threads per operation set so that threads x libvips threads fit the cores.
import { threadId, workerData } from 'node:worker_threads';
import { Piscina } from 'piscina';
import sharp from 'sharp';
import { composeOnServer } from './compose';
import type { ThreadResult, ThreadSetup } from './protocol';
import { EngineError, type EngineInput } from './types';

const setup = workerData as ThreadSetup;
sharp.cache(false);
sharp.concurrency(setup.vipsThreads);

/** The output's buffer goes back to the main thread without a copy. */
function moved(result: ThreadResult): ThreadResult {
  if (!result.ok) return result;
  const { buffer } = result.bytes;
  const whole = buffer instanceof ArrayBuffer && result.bytes.byteLength === buffer.byteLength;
  if (!whole) return result;
  return Piscina.move({
    [Piscina.transferableSymbol]: [buffer],
    [Piscina.valueSymbol]: result,
  } as unknown as ArrayBuffer) as unknown as ThreadResult;
}

export default async function composeTask(input: EngineInput): Promise<ThreadResult> {
  const startedAt = Date.now();
  try {
    const out = await composeOnServer(input);
    return moved({ ok: true, ...out, stats: { thread: threadId, startedAt, endedAt: Date.now() } });
  } catch (e) {
    if (e instanceof EngineError) return { ok: false, code: e.code, message: e.message, subject: e.subject };
    // Anything else is a fault of ours, not of the photo: it goes to the caller as it is.
    throw e;
  }
}
