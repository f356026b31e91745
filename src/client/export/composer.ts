// Chooses how photos are composed: a pool of module workers (one per core, at most 4), or the
// main thread where workers have no OffscreenCanvas.
import type { BatchLogo } from '../lib/batch';
import { createLogoSource, type LogoSource } from './logo-source';
import { MainThreadComposer } from './main-thread';
import { wrap } from 'comlink';
import type { WorkerEndpoint } from '../lib/worker-pool';
import { ComposePool, type Composer } from './pool';
import type { ComposeWorkerApi } from './worker/protocol';

export const MAX_WORKERS = 4;
/** Set to "main" in localStorage to force the main-thread path (tests and support). */
export const EXPORT_MODE_KEY = 'logobatch-export-mode';

export function poolSize(): number {
  return Math.max(1, Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 2));
}

const createWorker = (): WorkerEndpoint =>
  new Worker(new URL('./worker/compose.worker.ts', import.meta.url), {
    type: 'module',
    name: 'compose',
  });

let workersCanCompose: Promise<boolean> | null = null;

/** Asks one worker once per page whether it can draw; a worker that never answers counts as no. */
function probeWorkers(): Promise<boolean> {
  return (workersCanCompose ??= new Promise<boolean>((resolve) => {
    let worker: WorkerEndpoint;
    try {
      worker = createWorker();
    } catch {
      return resolve(false);
    }
    const done = (ok: boolean) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), 10_000);
    wrap<ComposeWorkerApi>(worker)
      .canCompose()
      .then(done, () => done(false));
    worker.addEventListener('error', () => done(false));
  }));
}

function forcedMainThread(): boolean {
  try {
    return localStorage.getItem(EXPORT_MODE_KEY) === 'main';
  } catch {
    return false;
  }
}

export interface ExportEngine {
  composer: Composer;
  logos: LogoSource | null;
  mode: 'workers' | 'main';
  dispose(): void;
}

export async function createEngine(logo: BatchLogo | null): Promise<ExportEngine> {
  const logos = logo ? createLogoSource(logo) : null;
  const workers = typeof Worker === 'function' && !forcedMainThread() && (await probeWorkers());
  const composer: Composer = workers
    ? new ComposePool({
        size: poolSize(),
        createWorker,
        logoFor: (size) => (logos ? logos.bitmapFor(size) : Promise.reject(new Error('No logo'))),
      })
    : new MainThreadComposer(logos);
  return {
    composer,
    logos,
    mode: workers ? 'workers' : 'main',
    dispose() {
      composer.dispose();
      logos?.dispose();
    },
  };
}
