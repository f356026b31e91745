// The compose worker: one photo at a time, at full resolution. Imports only from src/shared and this folder.
import type { Size } from '../../../shared/placement';
import { ComposeError, canComposeOffscreen, composePhoto, logoKey, offscreenSurface } from './compose';
import type { FromWorker, ToWorker } from './protocol';

const scope = self as unknown as {
  postMessage(message: FromWorker): void;
  onmessage: ((e: MessageEvent<ToWorker>) => void) | null;
};

const surface = offscreenSurface();
/** Logo bitmaps by pixel size: asked from the main thread once per size (it can rasterise SVG, we cannot). */
const logos = new Map<string, Promise<ImageBitmap>>();
const waiting = new Map<string, { resolve: (b: ImageBitmap) => void; reject: (e: Error) => void }>();

function logoFor(size: Size): Promise<ImageBitmap> {
  const key = logoKey(size);
  let p = logos.get(key);
  if (!p) {
    p = new Promise<ImageBitmap>((resolve, reject) => waiting.set(key, { resolve, reject }));
    logos.set(key, p);
    scope.postMessage({ type: 'need-logo', key, size });
  }
  return p;
}

// Jobs run one after another: a worker holds at most one decoded photo.
let chain: Promise<void> = Promise.resolve();

scope.onmessage = (e) => {
  const msg = e.data;
  if (msg.type === 'logo') {
    const w = waiting.get(msg.key);
    waiting.delete(msg.key);
    if (msg.bitmap) w?.resolve(msg.bitmap);
    else {
      logos.delete(msg.key);
      w?.reject(new ComposeError('image_load', msg.error ?? 'Failed to load image: logo'));
    }
    return;
  }
  const { id, type: _type, ...input } = msg;
  chain = chain.then(async () => {
    try {
      const out = await composePhoto(input, surface, logoFor);
      scope.postMessage({ type: 'done', id, ...out });
    } catch (err) {
      const code = err instanceof ComposeError ? err.code : 'unknown';
      scope.postMessage({
        type: 'failed',
        id,
        code,
        message: err instanceof Error ? err.message : String(err),
      });
    }
  });
};

scope.postMessage({ type: 'ready', canCompose: canComposeOffscreen() });
