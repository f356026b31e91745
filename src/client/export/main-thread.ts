// The fallback where workers cannot draw (no OffscreenCanvas in workers): the same compose code on
// the main thread, one photo at a time, yielding between photos so the page keeps answering.
import { blobError, composePhoto, contextError, offscreenSurface, type Surface } from './worker/compose';
import type { LayerDrawContext } from '#shared/drawing';
import { abortError, type Composer } from './pool';
import type { LayerFiles } from './logo-source';

function elementSurface(): Surface {
  let canvas = document.createElement('canvas');
  let ctx: CanvasRenderingContext2D | null = null;
  let made = '';
  return {
    prepare(size, options = { colorSpace: 'srgb', alpha: false }) {
      // A context's alpha and colour space are fixed when it is made: other ones need a new canvas.
      const kind = `${options.colorSpace}/${options.alpha}`;
      if (kind !== made) {
        canvas = document.createElement('canvas');
        ctx = canvas.getContext('2d', { alpha: options.alpha, colorSpace: options.colorSpace });
        made = kind;
      }
      canvas.width = size.width;
      canvas.height = size.height;
      if (!ctx) throw contextError();
      return ctx as LayerDrawContext<CanvasImageSource>;
    },
    encode: (mime, quality) =>
      new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((b) => (b ? resolve(b) : reject(blobError())), mime, quality),
      ),
    release() {
      canvas.width = canvas.height = 0;
    },
  };
}

export class MainThreadComposer implements Composer {
  readonly size = 1;
  private surface: Surface = typeof OffscreenCanvas === 'function' ? offscreenSurface() : elementSurface();
  private chain: Promise<unknown> = Promise.resolve();

  constructor(private readonly files: LayerFiles) {}

  compose(...[input, signal]: Parameters<Composer['compose']>) {
    const run = async () => {
      await new Promise((r) => setTimeout(r, 0));
      if (signal.aborted) throw abortError();
      return composePhoto(input, this.surface, (fileId, size) => this.files.bitmapFor(fileId, size));
    };
    const p = this.chain.then(run, run);
    this.chain = p.catch(() => undefined);
    return p;
  }

  dispose() {
    this.surface.release();
  }
}
