// The compose worker: one photo at a time, at full resolution. Imports only comlink, src/shared and this folder.
import { expose, transfer } from 'comlink';
import type { Size } from '#shared/placement';
import {
  ComposeError,
  canComposeOffscreen,
  composePhoto,
  loadError,
  logoKey,
  offscreenSurface,
} from './compose';
import { transferables } from './output-data';
import { composeFailure, failureError, type ComposeWorkerApi, type LogoProvider } from './protocol';

const surface = offscreenSurface();
/** Image layers' bitmaps by file and pixel size: asked from the main thread once each (it can rasterise SVG, we cannot). */
const logos = new Map<string, Promise<ImageBitmap>>();
let provider: LogoProvider | null = null;

function logoFor(fileId: string, size: Size): Promise<ImageBitmap> {
  const key = `${fileId}/${logoKey(size)}`;
  let p = logos.get(key);
  if (!p) {
    p = (provider ? provider(fileId, size) : Promise.reject(loadError('logo'))).then(
      (out) => {
        if (!('ok' in out)) return out;
        // Whatever stopped the logo, the photo failed for want of it.
        throw out.code === 'unknown' ? new ComposeError('image_load', out.message) : failureError(out);
      },
      (err: unknown) => {
        throw err instanceof ComposeError
          ? err
          : new ComposeError('image_load', err instanceof Error ? err.message : 'Failed to load image: logo');
      },
    );
    p.catch(() => logos.delete(key));
    logos.set(key, p);
  }
  return p;
}

// Jobs run one after another: a worker holds at most one decoded photo.
let chain: Promise<unknown> = Promise.resolve();

const api: ComposeWorkerApi = {
  canCompose: canComposeOffscreen,
  setLogoProvider(p) {
    provider = p;
  },
  compose(input) {
    const run = chain.then(async () => {
      try {
        const out = await composePhoto(input, surface, logoFor);
        return transfer({ ok: true as const, ...out }, transferables(out.data));
      } catch (err) {
        return composeFailure(err);
      }
    });
    chain = run;
    return run;
  },
};

expose(api);
