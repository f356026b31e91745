// What a compose worker offers the compose pool through comlink.
import type { Size } from '#shared/placement';
import { ComposeError, type ComposeErrorCode, type ComposeInput, type ComposeOutput } from './compose';

/** Errors come back as data: comlink would keep only the message, and the UI needs the code and subject. */
export interface ComposeFailure {
  ok: false;
  code: ComposeErrorCode | 'unknown';
  message: string;
  subject?: string;
}
export type ComposeResult = ({ ok: true } & ComposeOutput) | ComposeFailure;

/** The main thread's rasteriser of image layers' files (it can draw SVG, a worker cannot); the bitmap is transferred. */
export type LogoProvider = (fileId: string, size: Size) => Promise<ImageBitmap | ComposeFailure>;

/** A thrown error as data, to cross comlink whole. */
export function composeFailure(err: unknown): ComposeFailure {
  return err instanceof ComposeError
    ? { ok: false, code: err.code, message: err.message, subject: err.subject }
    : { ok: false, code: 'unknown', message: err instanceof Error ? err.message : String(err) };
}

/** The error a failure stands for, on the receiving side. */
export function failureError(out: ComposeFailure): Error {
  return out.code === 'unknown'
    ? new Error(out.message)
    : new ComposeError(out.code, out.message, out.subject);
}

export interface ComposeWorkerApi {
  /** Whether this worker can draw (OffscreenCanvas with a 2D context). */
  canCompose(): boolean;
  /** Given once, before the first photo. */
  setLogoProvider(provider: LogoProvider): void;
  compose(input: ComposeInput): Promise<ComposeResult>;
}
