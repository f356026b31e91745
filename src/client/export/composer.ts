// Chooses how photos are composed: a pool of module workers (one per core, at most 4), or the
// main thread where workers have no OffscreenCanvas.
import type { BatchLogo } from '../lib/batch';
import { createLayerFiles, type LayerFiles } from './logo-source';
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
  files: LayerFiles;
  mode: 'workers' | 'main';
  dispose(): void;
}

/** `files`: the image layers' files by file id (the one logo of an old-style batch among them). */
export async function createEngine(files: Readonly<Record<string, BatchLogo>>): Promise<ExportEngine> {
  const layerFiles = createLayerFiles(files);
  const workers = typeof Worker === 'function' && !forcedMainThread() && (await probeWorkers());
  const composer: Composer = workers
    ? new ComposePool({
        size: poolSize(),
        createWorker,
        logoFor: (fileId, size) => layerFiles.bitmapFor(fileId, size),
      })
    : new MainThreadComposer(layerFiles);
  return {
    composer,
    files: layerFiles,
    mode: workers ? 'workers' : 'main',
    dispose() {
      composer.dispose();
      layerFiles.dispose();
    },
  };
}
