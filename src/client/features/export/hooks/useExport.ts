// Runs an export from a button: gates first, then the run with progress, failures and cancel.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Batch } from '#client/lib/batch';
import { batchProblem, hasWatermark } from '#client/lib/download-gate';
import { errorText } from '#client/i18n/error-text';
import { exportBatch } from '#client/export/run';
import { ComposeError } from '#client/export/worker/compose';
import { dismissToast, toast } from '#client/ui/toast';
import { firstPhotos } from '../first-photos';

/** What the gates allow: maybe only the first photos, and whom to tell what was delivered. */
export interface ExportGrant {
  /** Export only the first `count` readable photos of the batch (what is left of today's quota). */
  count?: number;
  /** Called once per run with the files handed to the browser (decision 086). */
  settle?: (delivered: number, options: { keepalive: boolean }) => Promise<unknown> | void;
}

/** Runs before anything is composed (sign-in, quota reserve...); false stops the export. */
export type BeforeExport = (
  count: number,
  batch: Batch,
) => Promise<boolean | ExportGrant> | boolean | ExportGrant;

export type ExportState =
  { phase: 'idle' } | { phase: 'running'; done: number; total: number; cancelling: boolean };

/** The translated internal error, where it adds something to "Failed to process image: {filename}". */
function failureReason(error: unknown, t: TFunction): string | null {
  if (!(error instanceof ComposeError)) return null;
  // A photo that cannot be decoded: the toast names it already, so the reason says only why. A logo
  // (a blob: URL) keeps "Failed to load image", which says it was the logo.
  if (error.code === 'image_load' && !error.subject?.startsWith('blob:')) return t('export:unreadablePhoto');
  return errorText(error, { fallback: error.message });
}

/** At most this many "Failed to process image" toasts per run; the count covers the rest. */
const MAX_FAILURE_TOASTS = 5;

export function useExport(beforeExport?: BeforeExport) {
  const { t } = useTranslation(['export', 'account']);
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  // The last run's failed photos, each as its toast said it: toasts go after 5 s, and an export of
  // thousands outlasts them, so the names stay beside the button until dismissed or the next run.
  const [failures, setFailures] = useState<readonly string[]>([]);
  const controller = useRef<AbortController | null>(null);
  // Settles the running export's reservation with what it delivered so far (once per run).
  const settleNow = useRef<((keepalive: boolean) => void) | null>(null);

  // Leaving the editor stops the workers.
  useEffect(() => () => controller.current?.abort(), []);

  // A tab closed mid-export settles what it delivered so far; the request must outlive the page.
  // A page kept in the back/forward cache may still resume, so it keeps its reservation open.
  useEffect(() => {
    const onHide = (e: PageTransitionEvent) => {
      if (!e.persisted) settleNow.current?.(true);
    };
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  }, []);

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
      const own = new AbortController();
      controller.current = own;
      let delivered = 0;
      const failed: string[] = [];
      const failureToasts: number[] = [];
      setFailures([]);
      try {
        const granted = beforeExport ? await beforeExport(batch.images.length, batch) : true;
        if (!granted) return;
        const grant: ExportGrant = granted === true ? {} : granted;
        let settled = false;
        settleNow.current = (keepalive) => {
          if (settled || !grant.settle) return;
          settled = true;
          void Promise.resolve(grant.settle(delivered, { keepalive })).catch((e: unknown) =>
            console.warn('Export: could not settle the quota reservation', e),
          );
        };
        // Without a gate (or past a lenient one) the batch's own checks still apply, worded once.
        // A watermark of text layers only has no logo file and still exports.
        const problem = batchProblem(batch.images.length, hasWatermark(batch));
        if (problem) {
          toast.error(t(`account:gate.${problem}`));
          return;
        }
        const run =
          grant.count === undefined ? batch : { ...batch, images: firstPhotos(batch.images, grant.count) };
        const total = run.images.length;
        setState({ phase: 'running', done: 0, total, cancelling: false });
        const result = await exportBatch(run, own.signal, {
          failUnreadable: grant.count !== undefined,
          onDelivered: (files) => (delivered += files),
          onProgress: (done) => setState((s) => (s.phase === 'running' ? { ...s, done } : s)),
          onImageFailed: (image, error) => {
            console.warn(`Export: ${image.name}`, error);
            const reason = failureReason(error, t);
            const message = t('failedImage', { filename: image.name });
            const line = reason ? `${message} (${reason})` : message;
            failed.push(line);
            if (failed.length <= MAX_FAILURE_TOASTS) failureToasts.push(toast.error(line));
          },
        });
        // The list beside the button takes over from the toasts, so each name shows once at a time.
        if (failed.length) {
          failureToasts.forEach(dismissToast);
          setFailures(failed);
        }
        if (result.status === 'empty') toast.error(t('failedAll'));
        else if (result.status === 'cancelled' && own.signal.aborted) toast.info(t('cancelled'));
        else if (result.status === 'done') {
          if (!result.failed) toast.success(t('done'));
          else toast.warning(t('donePartial', { failed: result.failed, total, produced: result.produced }));
          if (result.original !== null) {
            const kept = { count: result.original, total: result.produced };
            toast.info(t(result.original ? 'originalKept' : 'originalNone', kept));
          }
        }
      } catch (err) {
        console.error('Export failed', err);
        toast.error(t('failedAll'));
      } finally {
        settleNow.current?.(false);
        settleNow.current = null;
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

  const dismissFailures = useCallback(() => setFailures([]), []);
  return { state, start, cancel, failures, dismissFailures };
}
