// The compose worker: one photo at a time, at full resolution. Imports only comlink, src/shared and this folder.
import { expose } from 'comlink';
import type { Size } from '../../../shared/placement';
import { ComposeError, canComposeOffscreen, composePhoto, logoKey, offscreenSurface } from './compose';
import type { ComposeWorkerApi, LogoProvider } from './protocol';

const surface = offscreenSurface();
/** Logo bitmaps by pixel size: asked from the main thread once per size (it can rasterise SVG, we cannot). */
const logos = new Map<string, Promise<ImageBitmap>>();
let provider: LogoProvider | null = null;

function logoFor(size: Size): Promise<ImageBitmap> {
  const key = logoKey(size);
  let p = logos.get(key);
  if (!p) {
    p = (provider ? provider(size) : Promise.reject(new Error('Failed to load image: logo'))).catch(
      (err: unknown) => {
        logos.delete(key);
        throw new ComposeError(
          'image_load',
          err instanceof Error ? err.message : 'Failed to load image: logo',
        );
      },
    );
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
        return { ok: true as const, ...(await composePhoto(input, surface, logoFor)) };
      } catch (err) {
        return {
          ok: false as const,
          code: err instanceof ComposeError ? err.code : ('unknown' as const),
          message: err instanceof Error ? err.message : String(err),
        };
      }
    });
    chain = run;
    return run;
  },
};

expose(api);
