// What a compose worker offers the compose pool through comlink.
import type { Size } from '../../../shared/placement';
import type { ComposeErrorCode, ComposeInput, ComposeOutput } from './compose';

/** Errors come back as data: comlink would keep only the message, and the UI needs the code. */
export type ComposeResult =
  ({ ok: true } & ComposeOutput) | { ok: false; code: ComposeErrorCode | 'unknown'; message: string };

/** The main thread's logo rasteriser (it can draw SVG, a worker cannot); the bitmap is transferred. */
export type LogoProvider = (size: Size) => Promise<ImageBitmap>;

export interface ComposeWorkerApi {
  /** Whether this worker can draw (OffscreenCanvas with a 2D context). */
  canCompose(): boolean;
  /** Given once, before the first photo. */
  setLogoProvider(provider: LogoProvider): void;
  compose(input: ComposeInput): Promise<ComposeResult>;
}
