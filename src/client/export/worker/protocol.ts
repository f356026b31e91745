// Messages between the compose pool (main thread) and a compose worker.
import type { Size } from '../../../shared/placement';
import type { ComposeErrorCode, ComposeInput } from './compose';

export type ToWorker =
  | ({ type: 'compose'; id: number } & ComposeInput)
  /** Answer to 'need-logo': the logo rasterised at exactly `size`, transferred. */
  | { type: 'logo'; key: string; bitmap: ImageBitmap | null; error?: string };

export type FromWorker =
  | { type: 'ready'; canCompose: boolean }
  | { type: 'need-logo'; key: string; size: Size }
  | { type: 'done'; id: number; blob: Blob; width: number; height: number }
  | { type: 'failed'; id: number; code: ComposeErrorCode | 'unknown'; message: string };
