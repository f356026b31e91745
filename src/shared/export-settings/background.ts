// Imports nothing, so the thumbnail and decode workers take it without the settings schema.
/** JPEG has no alpha: transparent photo areas must come out white (as the preview shows), not black. */
export const EXPORT_BACKGROUND = '#ffffff';
