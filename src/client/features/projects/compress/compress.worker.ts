// Re-encodes one photo for saving: EXIF orientation applied, fitted within the box, JPEG on white, with
// the photo's metadata. Runs off the main thread so a 20-photo save never freezes the editor.
import { expose } from 'comlink';
import { fitWithin } from '#shared/geometry/fit';
import { blobReader, HeadReader } from '#shared/files';
import { isHeif } from '#shared/files/isobmff';
import { readSourceMetadata } from '#shared/metadata';
import { flattenToJpeg } from '#client/export/worker/flatten';
import { decodeHeif } from '#client/export/worker/heif-decode';
import { withSourceMetadata } from '#client/export/worker/metadata';
import { decodeUpright } from '#client/export/worker/orient';
import { outputBlob } from '#client/export/worker/output-data';

export interface CompressRequest {
  file: Blob;
  /** The type found in the content: HEIC goes through libheif, the rest through the browser. */
  type?: string;
  maxWidth: number;
  maxHeight: number;
  quality: number;
  /** The largest file the plan saves: past it, the copy goes without the photo's metadata. */
  maxBytes: number;
}

export interface CompressWorkerApi {
  compress(req: CompressRequest): Promise<Blob>;
}

const api: CompressWorkerApi = {
  async compress({ file, type = file.type, maxWidth, maxHeight, quality, maxBytes }) {
    const head = new HeadReader(blobReader(file));
    const source = await readSourceMetadata(head, type);
    // The decode's header reads go through the same head, read once.
    const bitmap = isHeif(type) ? (await decodeHeif(file)).image : await decodeUpright(file, type, {}, head);
    const size = fitWithin(bitmap.width, bitmap.height, maxWidth, maxHeight);
    let encoded: Blob;
    try {
      encoded = await flattenToJpeg(bitmap, size, quality);
    } finally {
      bitmap.close();
    }
    // The saved copy stands for the photo from now on, so it keeps the photo's EXIF, IPTC and XMP,
    // location included: each export removes that as its user chooses. The canvas gave sRGB.
    const meta = { format: 'jpeg' as const, removeLocation: false, size, icc: null };
    const kept = await withSourceMetadata(encoded, source, meta, head)
      .then((data) => outputBlob(data, 'image/jpeg'))
      .catch(() => encoded);
    return kept.size <= maxBytes ? kept : encoded;
  },
};

expose(api);
