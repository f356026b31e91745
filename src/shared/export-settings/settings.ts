// The export's output settings: one schema for the editor, saved projects, presets and the API.
import { z } from 'zod';

export const EXPORT_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The long-edge presets of "Resize"; any other whole number in range is a custom long edge. */
export const RESIZE_PRESETS = [4096, 2048, 1080] as const;
export const RESIZE_MIN = 16;
export const RESIZE_MAX = 32767;

/** Whether `px` is a long edge the custom field takes: a whole number within the range. */
export const isResizeEdge = (px: number) => Number.isInteger(px) && px >= RESIZE_MIN && px <= RESIZE_MAX;

/** The custom long edge closest to a number typed out of range or with a fraction. */
export const nearestResizeEdge = (px: number) => Math.min(RESIZE_MAX, Math.max(RESIZE_MIN, Math.round(px)));

export const FORMAT_INFO: Readonly<Record<ExportFormat, { mime: string; ext: string }>> = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
  avif: { mime: 'image/avif', ext: 'avif' },
};

// The descriptions are the API's documentation of each field: the OpenAPI document is built from
// this schema (z.toJSONSchema), and a client reads nothing else about what a field does.
export const exportSettingsSchema = z.object({
  format: z.enum(EXPORT_FORMATS).default('jpeg').describe('The output format of every photo.'),
  quality: z
    .number()
    .int()
    .min(1)
    .max(100)
    .default(95)
    .describe('JPEG, WEBP and AVIF quality, 1 to 100; PNG is lossless and ignores it.'),
  resize: z
    .union([z.literal('original'), z.number().int().min(RESIZE_MIN).max(RESIZE_MAX)])
    .default('original')
    .describe(
      `"original", or the long edge in pixels (the editor's presets are ${RESIZE_PRESETS.join(', ')}); ` +
        'a photo already smaller is never enlarged.',
    ),
  fileNames: z
    .enum(['numbered', 'original'])
    .default('numbered')
    .describe(
      'Zip entry names: "numbered" (image-1.jpg, image-2.jpg… in photo order), or "original" (each ' +
        'photo’s own name with the output extension; a name taken, ignoring case, gets -1, -2…).',
    ),
  removeLocation: z
    .boolean()
    .default(true)
    .describe(
      'Remove where the photo was taken: EXIF GPS, and the XMP and IPTC location (city, state, ' +
        'country, place). Artist, copyright, capture date and the rest of the metadata are kept either way.',
    ),
  originalQuality: z
    .boolean()
    .default(true)
    .describe(
      'JPEG to JPEG at the photo’s own size: re-encode only the blocks under the watermark and copy ' +
        'every other one as the source has it (no loss away from the watermark).',
    ),
});

export type ExportSettings = z.infer<typeof exportSettingsSchema>;

export const DEFAULT_EXPORT_SETTINGS: ExportSettings = exportSettingsSchema.parse({});

/** Stored settings read leniently: anything unreadable falls back to the default, field by field. */
export function readExportSettings(value: unknown): ExportSettings {
  const input = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(exportSettingsSchema.shape) as (keyof ExportSettings)[]) {
    const field = exportSettingsSchema.shape[key].safeParse(input[key]);
    out[key] = field.success ? field.data : DEFAULT_EXPORT_SETTINGS[key];
  }
  return out as ExportSettings;
}

type Size = { width: number; height: number };

/** Whether "Resize" makes a photo of `size` smaller (it never enlarges one). */
export const resizes = (size: Size, resize: ExportSettings['resize']): boolean =>
  resize !== 'original' && Math.max(size.width, size.height) > resize;

/** The output size for a photo of `size`: scaled so the long edge fits, never enlarged. */
export function outputSize(size: Size, resize: ExportSettings['resize']): Size {
  if (resize === 'original' || !resizes(size, resize)) return { width: size.width, height: size.height };
  const k = resize / Math.max(size.width, size.height);
  return {
    width: Math.max(1, Math.round(size.width * k)),
    height: Math.max(1, Math.round(size.height * k)),
  };
}
