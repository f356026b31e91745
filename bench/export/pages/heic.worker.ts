// Times the export's own decode step (decodeSource, as the compose worker calls it) on one photo,
// in a worker as the export runs it; a 1-pixel draw makes sure the pixels exist.
import { expose } from 'comlink';
import { decodeSource } from '#client/export/worker/decode-source';

const api = {
  async time(file: Blob, type: string): Promise<number> {
    const t0 = performance.now();
    const photo = await decodeSource(file, 'bench', type);
    const ctx = new OffscreenCanvas(1, 1).getContext('2d')!;
    ctx.drawImage(photo.image, 0, 0, 1, 1, 0, 0, 1, 1);
    ctx.getImageData(0, 0, 1, 1);
    photo.image.close();
    return performance.now() - t0;
  },
};

export type HeicBenchApi = typeof api;
expose(api);
