// The export's failures, with stable codes the UI translates.
export type ComposeErrorCode =
  'image_load' | 'canvas_context' | 'image_blob' | 'image_too_large' | 'format_too_large';

/** A failure with a stable code (for translation), the spec's internal message and what failed to load. */
export class ComposeError extends Error {
  constructor(
    readonly code: ComposeErrorCode,
    message: string,
    /** The file name or URL an image_load (or a too-large) failure is about. */
    readonly subject?: string,
  ) {
    super(message);
    this.name = 'ComposeError';
  }
}

export const loadError = (what: string) =>
  new ComposeError('image_load', `Failed to load image: ${what}`, what);
export const contextError = () => new ComposeError('canvas_context', 'Failed to get canvas context');
export const blobError = () => new ComposeError('image_blob', 'Failed to create image blob');
