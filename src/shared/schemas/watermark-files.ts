// What a saved watermark (a preset, or a project with layers) carries on the wire besides its JSON:
// one logo file per image layer, sent as multipart parts "logos" whose file name is the layer's fileId,
// and the names the user's files had, by fileId, in the meta's optional "logoNames" (decision 384).
import { z } from 'zod';
import { storedText } from './text';
import {
  imageLayerSchema,
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

/** A stored file name's longest form: the server cuts every uploaded file's name (photos too) there. */
export const STORED_FILE_NAME_MAX = 255;

/**
 * The user's own file name of each logo, by fileId (the multipart file name carries the id). Optional,
 * and so is each entry: a file without one is named by its fileId, as before. The server cleans each
 * name as it cleans any uploaded file's name (no path, no control characters).
 */
export const logoNamesSchema = z.record(
  imageLayerSchema.shape.fileId,
  storedText().max(STORED_FILE_NAME_MAX),
);
export type LogoNames = z.infer<typeof logoNamesSchema>;

/** Names only the files the image layers use: a stray one would be kept by nothing. */
export const logoNamesKnown = (meta: {
  logoNames?: LogoNames | undefined;
  watermark?: Pick<Watermark, 'layers'> | undefined;
}) => {
  if (!meta.logoNames) return true;
  const ids = new Set(meta.watermark ? watermarkFileIds(meta.watermark) : []);
  return Object.keys(meta.logoNames).every((k) => ids.has(k));
};
export const LOGO_NAMES_REFINEMENT = {
  message: 'Logo names must name files of the image layers',
  path: ['logoNames'],
};

/** A stored logo file of a watermark, as the API lists it. */
export interface WatermarkLogoDto {
  file_id: string;
  name: string;
  type: string;
  url: string;
}
