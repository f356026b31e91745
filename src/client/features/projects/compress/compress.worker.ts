// Re-encodes one photo for saving: EXIF orientation applied, fitted within the box, JPEG on white.
// Runs off the main thread so a 20-photo save never freezes the editor.
import { expose } from 'comlink';
import { fitWithin } from '#shared/geometry/fit';
import { flattenToJpeg } from '#client/export/worker/flatten';
import { decodeHeif } from '#client/export/worker/heif-decode';
import { decodeUpright } from '#client/export/worker/orient';
import { isHeif } from '#shared/files/isobmff';

export interface CompressRequest {
  file: Blob;
  /** The type found in the content: HEIC goes through libheif, the rest through the browser. */
  type?: string;
  maxWidth: number;
  maxHeight: number;
  quality: number;
}

export interface CompressWorkerApi {
  compress(req: CompressRequest): Promise<Blob>;
}

const api: CompressWorkerApi = {
  async compress({ file, type = file.type, maxWidth, maxHeight, quality }) {
    const bitmap = isHeif(type) ? (await decodeHeif(file)).image : await decodeUpright(file, type);
    try {
      return await flattenToJpeg(
        bitmap,
        fitWithin(bitmap.width, bitmap.height, maxWidth, maxHeight),
        quality,
      );
    } finally {
      bitmap.close();
    }
  },
};

expose(api);
