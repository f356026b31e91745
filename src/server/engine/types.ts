// The server-side engine's seam (issue 15): one photo in, one branded file out, composed with sharp in a
// worker thread from the same layer model and drawing rules as the browser export. The jobs runner calls
// `PhotoEngine.compose` once per photo; the engine knows nothing of queues, storage or accounts.
import type { ExportSettings } from '#shared/export-settings';
import type { Layer, PhotoPlacements } from '#shared/layers';

export interface EngineWatermark {
  /** Bottom to top, as the editor holds them. */
  layers: Layer[];
  /** This photo's placement of each layer; a missing one is the layer's default. */
  placements: PhotoPlacements;
  /** Each text layer's text for this photo with its tokens filled, by layer id (else the layer's text). */
  texts: Record<string, string>;
}

export interface EngineInput {
  /**
   * The photo's bytes. Handed to the worker thread without a copy when the view spans its whole
   * buffer: that buffer is then detached here (the view reads as empty) once `compose` is called.
   */
  photo: Uint8Array;
  /** The photo's file name (for messages and "Original names"). */
  name: string;
  /** Its content type, sniffed from its bytes. */
  type: string;
  watermark: EngineWatermark | null;
  /** Image layers' files (PNG or sanitised SVG) by file id. */
  images: Record<string, Uint8Array>;
  output: ExportSettings;
}

export interface EngineOutput {
  bytes: Uint8Array;
  width: number;
  height: number;
  /** Set when the photo kept its original quality (issue 14): blocks copied untouched, of all. */
  original?: { copied: number; total: number };
  /** Which thread composed it and when (epoch ms): for figures and tests. Optional, added by the engine. */
  stats?: { thread: number; startedAt: number; endedAt: number };
}

/** Why a photo failed, with the same codes the browser export uses where they apply. */
export type EngineErrorCode =
  'image_load' | 'image_too_large' | 'format_too_large' | 'image_blob' | 'unsupported';

export class EngineError extends Error {
  constructor(
    readonly code: EngineErrorCode,
    message: string,
    /** The photo or layer file the failure is about, named in the message (the browser's `subject`). */
    readonly subject?: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

export interface PhotoEngine {
  compose(input: EngineInput, signal?: AbortSignal): Promise<EngineOutput>;
  /** Ends the worker threads. */
  close(): Promise<void>;
}

export interface EngineOptions {
  /** Worker threads (default: the machine's cores, at most 4). */
  threads?: number;
}
