// Which engine composes API photos. The server engine (src/server/engine, `createPhotoEngine`) is built
// beside the jobs API (issue 15); until both are merged it is found at run time, and ENGINE_MODULE names
// another module with the same export (the tests' and benchmarks' stand-in). Without either, this
// process queues jobs but does not run them.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config } from '../config';
import type { EngineOptions, PhotoEngine } from '../engine/types';

type EngineModule = { createPhotoEngine(options?: EngineOptions): PhotoEngine | Promise<PhotoEngine> };

const BUILT_IN = path.resolve(import.meta.dirname, '../engine/index.ts');

export async function loadEngine(config: Pick<Config, 'ENGINE_MODULE'>): Promise<PhotoEngine | null> {
  const file = config.ENGINE_MODULE ? path.resolve(config.ENGINE_MODULE) : BUILT_IN;
  let mod: EngineModule;
  try {
    mod = (await import(pathToFileURL(file).href)) as EngineModule;
  } catch (e) {
    if (config.ENGINE_MODULE) throw e;
    console.warn(`No photo engine at ${file}: API jobs are queued but not run by this process.`);
    return null;
  }
  return mod.createPhotoEngine();
}
