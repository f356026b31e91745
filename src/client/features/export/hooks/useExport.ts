// Runs an export from a button: gates first, then the run with progress, failures and cancel.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Batch } from '../../../lib/batch';
import { exportBatch } from '../../../export/run';
import { ComposeError } from '../../../export/worker/compose';
import { toast } from '../../../ui/toast';

/** Runs before anything is composed (sign-in, quota reserve...); false stops the export. */
export type BeforeExport = (count: number, batch: Batch) => Promise<boolean> | boolean;

export type ExportState =
  { phase: 'idle' } | { phase: 'running'; done: number; total: number; cancelling: boolean };

/** The translated internal error, where it adds something to "Failed to process image: {filename}". */
function failureReason(error: unknown, t: TFunction<'export'>): string | null {
  if (!(error instanceof ComposeError)) return null;
  if (error.code === 'canvas_context') return t('errors.canvasContext');
  if (error.code === 'image_blob') return t('errors.imageBlob');
  // A photo that cannot be decoded: the file name already says which; the logo's URL does not.
  const url = /^Failed to load image: (.*)$/.exec(error.message)?.[1] ?? '';
  return url.startsWith('blob:') ? t('errors.imageLoad', { url }) : null;
}

/** At most this many "Failed to process image" toasts per run; the count covers the rest. */
const MAX_FAILURE_TOASTS = 5;

export function useExport(beforeExport?: BeforeExport) {
  const { t } = useTranslation('export');
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  // Leaving the editor stops the workers.
  useEffect(() => () => controller.current?.abort(), []);

  // Closing or reloading the tab mid-export would lose the download: the browser asks first.
  const running = state.phase === 'running';
  useEffect(() => {
    if (!running) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [running]);

  const start = useCallback(
    async (batch: Batch) => {
      if (controller.current) return;
      const total = batch.images.length;
      const own = new AbortController();
      controller.current = own;
      try {
        if (beforeExport && !(await beforeExport(total, batch))) return;
        if (!batch.logo) {
          toast.error(t('noLogo'));
          return;
        }
        if (!total) {
          toast.error(t('noImages'));
          return;
        }
        setState({ phase: 'running', done: 0, total, cancelling: false });
        let toasts = 0;
        const result = await exportBatch(batch, own.signal, {
          onProgress: (done) => setState((s) => (s.phase === 'running' ? { ...s, done } : s)),
          onImageFailed: (image, error) => {
            console.warn(`Export: ${image.name}`, error);
            if (toasts++ >= MAX_FAILURE_TOASTS) return;
            const reason = failureReason(error, t);
            const message = t('failedImage', { filename: image.name });
            toast.error(reason ? `${message} (${reason})` : message);
          },
        });
        if (result.status === 'empty') toast.error(t('failedAll'));
        else if (result.status === 'cancelled' && own.signal.aborted) toast.info(t('cancelled'));
        else if (result.status === 'done') {
          toast.success(result.failed ? t('donePartial', { failed: result.failed, total }) : t('done'));
        }
      } catch (err) {
        console.error('Export failed', err);
        toast.error(t('failedAll'));
      } finally {
        controller.current = null;
        setState({ phase: 'idle' });
      }
    },
    [beforeExport, t],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    setState((s) => (s.phase === 'running' ? { ...s, cancelling: true } : s));
  }, []);

  return { state, start, cancel };
}
