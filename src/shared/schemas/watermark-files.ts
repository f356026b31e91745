// What a saved watermark (a preset, or a project with layers) carries on the wire besides its JSON:
// one logo file per image layer, sent as multipart parts "logos" whose file name is the layer's fileId.
import { z } from 'zod';
import {
  photoPlacementsSchema,
  watermarkSchema,
  type ImageLayer,
  type Layer,
  type PhotoPlacements,
  type Watermark,
} from '../layers';

/** The multipart field that holds the image layers' files. */
export const WATERMARK_LOGOS_FIELD = 'logos';

export const WATERMARK_ERRORS = {
  invalid: { code: 'invalid_watermark', message: 'The watermark layers are not valid.' },
  logoMissing: { code: 'watermark_logo_missing', message: 'A logo layer was sent without its file.' },
  logoUnexpected: {
    code: 'watermark_logo_unexpected',
    message: 'A logo file was sent that no layer uses.',
  },
} as const;

/** A placement must name a layer of the watermark: a stray key would be kept and never drawn. */
const placementsKnown = (ids: Set<string>, p: PhotoPlacements) => Object.keys(p).every((k) => ids.has(k));

export const savedWatermarkSchema = watermarkSchema.refine(
  (w) => placementsKnown(new Set(w.layers.map((l) => l.id)), w.placements),
  { message: 'Placements must name layers of the watermark', path: ['placements'] },
);

/** A project's watermark: the layers, project-level placements, and each photo's own, in photo order. */
export const projectWatermarkSchema = watermarkSchema
  .extend({ photos: z.array(photoPlacementsSchema).default([]) })
  .refine(
    (w) => {
      const ids = new Set(w.layers.map((l) => l.id));
      return placementsKnown(ids, w.placements) && w.photos.every((p) => placementsKnown(ids, p));
    },
    { message: 'Placements must name layers of the watermark', path: ['placements'] },
  );
export type ProjectWatermark = z.infer<typeof projectWatermarkSchema>;

export const isImageLayer = (l: Layer): l is ImageLayer => l.kind === 'image';

/** The file ids the image layers use, each once (two layers may share one file). */
export const watermarkFileIds = (w: Pick<Watermark, 'layers'>): string[] => [
  ...new Set(w.layers.filter(isImageLayer).map((l) => l.fileId)),
];

/** A stored logo file of a watermark, as the API lists it. */
export interface WatermarkLogoDto {
  file_id: string;
  name: string;
  type: string;
  url: string;
}
