// One export run: compose every photo of the batch with its output settings and deliver the files.
import i18next from 'i18next';
import {
  DEFAULT_EXPORT_SETTINGS,
  FORMAT_INFO,
  ZIP_NAME,
  outputNames,
  resizes,
} from '#shared/export-settings';
import type { Batch, BatchImage } from '../lib/batch';
import { createEngine } from './composer';
import { SINGLE_GAP_MS, ZIP_THRESHOLD, downloadBlob, openZipTarget } from './delivery';
import { inOrder, type Settled } from './in-order';
import { abortError } from './pool';
import { openZipSink } from './zip/zip-sink';
import type { ComposeOutput } from './worker/compose';
import { loadError } from './worker/compose-error';
import { outputBlob } from './worker/output-data';
import { batchWatermark, composeWatermark } from './watermark-input';

export interface ExportHandlers {
  /** Photos finished (composed or failed) out of the total, in editor order. */
  onProgress?: (done: number, total: number) => void;
  /** A photo that could not be composed; the others go on. */
  onImageFailed?: (image: BatchImage, error: unknown) => void;
  /** Files handed to the browser: each single JPEG as it downloads, a zip's photos once it is saved. */
  onDelivered?: (files: number) => void;
  /**
   * Fail the photos the editor marked unreadable without composing them. A run the quota caps sets
   * it: such a photo that composed after all would deliver one more file than was reserved.
   */
  failUnreadable?: boolean;
}

export type ExportStatus = 'done' | 'empty' | 'cancelled';

export interface ExportResult {
  status: ExportStatus;
  produced: number;
  failed: number;
  /**
   * Photos that kept their original quality (issue 14); null where the choice could not apply (off,
   * another output format, or no JPEG photo in the run).
   */
  original: number | null;
  delivery: 'zip-file' | 'zip-blob' | 'singles' | 'none';
}

const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function exportBatch(
  batch: Batch,
  signal: AbortSignal,
  handlers: ExportHandlers = {},
): Promise<ExportResult> {
  const images = batch.images;
  const total = images.length;
  const counts = { produced: 0, failed: 0, original: 0 };
  const output = batch.exportSettings ?? DEFAULT_EXPORT_SETTINGS;
  // Said of photos that could keep it: JPEGs the resize leaves at their size ("0 of 10" after a resize
  // to 1080 px would only puzzle).
  const keepsSize = (i: BatchImage) =>
    !i.width || !i.height || !resizes({ width: i.width, height: i.height }, output.resize);
  const originalApplies =
    output.format === 'jpeg' &&
    output.originalQuality &&
    images.some((i) => i.type === 'image/jpeg' && keepsSize(i));
  const result = (status: ExportStatus, delivery: ExportResult['delivery']): ExportResult => ({
    status,
    delivery,
    ...counts,
    original: originalApplies ? counts.original : null,
  });
  if (!total) return result('empty', 'none');

  const zipped = total >= ZIP_THRESHOLD;
  // The save dialog first, while the click still counts as a user gesture.
  const target = zipped ? await openZipTarget(ZIP_NAME) : null;
  if (zipped && !target) return result('cancelled', 'none');
  if (signal.aborted) return result('cancelled', 'none');

  const watermark = batchWatermark(batch);
  const legacy = watermark !== null && !batch.watermark;
  const engine = await createEngine(watermark?.files ?? {});
  // {date} is written in the interface language (decision 215).
  const locale = i18next.resolvedLanguage ?? i18next.language ?? 'en';
  const names = outputNames(images, output, zipped);
  // Twice the workers: the next photo is queued when one finishes, and no more are started.
  const window = Math.max(2, engine.composer.size * 2);

  async function* settled(): AsyncGenerator<Settled<ComposeOutput>> {
    let done = 0;
    const results = inOrder(images, window, async (img, index) => {
      if (img.unreadable && handlers.failUnreadable) throw loadError(img.name);
      const run = { n: index + 1, total, locale };
      const mark = watermark && (await composeWatermark(watermark, img, legacy, run));
      const input = { file: img.file, name: img.name, type: img.type ?? '', watermark: mark, output };
      return engine.composer.compose(input, signal);
    });
    for await (const r of results) {
      if (signal.aborted) throw abortError();
      if (r.ok) {
        counts.produced++;
        if (r.value.original) counts.original++;
      } else {
        counts.failed++;
        handlers.onImageFailed?.(images[r.index]!, r.error);
      }
      handlers.onProgress?.(++done, total);
      yield r;
    }
  }

  try {
    if (target) {
      // The zip is built in its own worker (CRC and writing off the main thread), fed in editor order.
      const sink = openZipSink(target.handle);
      try {
        for await (const r of settled()) if (r.ok) await sink.add(names[r.index]!, r.value.data);
      } catch (err) {
        await sink.abort();
        throw err;
      }
      const keep = counts.produced > 0 && !signal.aborted;
      const blob = await sink.finish(keep);
      if (signal.aborted) return result('cancelled', 'none');
      if (!keep) return result('empty', 'none');
      if (blob) downloadBlob(blob, ZIP_NAME);
      // A zip counts only whole: a cancelled or failed one delivered nothing (decision 086).
      handlers.onDelivered?.(counts.produced);
      return result('done', blob ? 'zip-blob' : 'zip-file');
    }
    let last = 0;
    for await (const r of settled()) {
      if (!r.ok) continue;
      const wait = last + SINGLE_GAP_MS - performance.now();
      if (last && wait > 0) await sleep(wait);
      if (signal.aborted) return result('cancelled', 'singles');
      downloadBlob(outputBlob(r.value.data, FORMAT_INFO[output.format].mime), names[r.index]!);
      handlers.onDelivered?.(1);
      last = performance.now();
    }
    return counts.produced ? result('done', 'singles') : result('empty', 'none');
  } catch (err) {
    if (signal.aborted || isAbort(err)) return result('cancelled', 'none');
    throw err;
  } finally {
    engine.dispose();
  }
}
