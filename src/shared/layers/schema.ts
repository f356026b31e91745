// The watermark as layers: one zod schema for the editor, saved projects, presets and the API.
// A layer's placement is the placement model's LogoSettings plus an optional anchor.
import { z } from 'zod';
import {
  QUICK_MARGIN,
  QUICK_POSITIONS,
  SIZE_RELATIVE_TO,
  logoSettingsShape,
  normalizeSettings,
  type Anchor,
  type LogoSettings,
} from '../placement';
import { storedText } from '../schemas/text';

export const MAX_LAYERS = 8;
export const TEXT_MAX_CHARS = 1000;
export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];
/** Anchor margins: fractions of the photo's short side (decision 211); 4 covers an 80:1 panorama's 0.05 of its width. */
export const ANCHOR_MARGIN_MAX = 4;
/** Tile gap: a fraction of the layer's own width (across) and height (down). */
export const TILE_SPACING_MAX = 5;
export const DEFAULT_TILE_SPACING = 0.5;
/** Outline width, shadow blur and offset are fractions of the font size, so text scales as one piece. */
export const TEXT_EFFECT_MAX = 1;
export const LINE_HEIGHT_MIN = 0.5;
export const LINE_HEIGHT_MAX = 3;

const id = storedText().min(1).max(100);
const fraction = (max: number) => z.number().finite().min(0).max(max);
/** #rrggbb or #rrggbbaa (the alpha lets a shadow be translucent). */
export const colorSchema = z
  .string()
  .regex(/^#[0-9a-f]{6}([0-9a-f]{2})?$/i)
  .transform((c) => c.toLowerCase());
/** A bundled font's id (the font list itself belongs to the text-layer UI and the drawing module). */
export const fontIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/)
  .default('noto-sans');

export const anchorSchema = z.object({
  corner: z.enum(QUICK_POSITIONS),
  margin: fraction(ANCHOR_MARGIN_MAX).default(QUICK_MARGIN),
  marginY: fraction(ANCHOR_MARGIN_MAX).optional(),
}) satisfies z.ZodType<Anchor, unknown>;

/** Where a layer sits on one photo: the spec's five numbers, plus the corner it is anchored to, if any. */
export const layerPlacementSchema = z
  .object({ ...logoSettingsShape, anchor: anchorSchema.nullable().default(null) })
  .transform((p): LayerPlacement => ({ ...normalizeSettings(p), anchor: p.anchor }));
export interface LayerPlacement extends LogoSettings {
  /** Null when placed freely (drag, X, Y): then x and y are the spec's fractions. */
  anchor: Anchor | null;
}

export const tileSchema = z.object({
  enabled: z.boolean().default(false),
  spacing: fraction(TILE_SPACING_MAX).default(DEFAULT_TILE_SPACING),
});
export type TileSettings = z.infer<typeof tileSchema>;

const layerBase = {
  id,
  visible: z.boolean().default(true),
  sizeRelativeTo: z.enum(SIZE_RELATIVE_TO).default('width'),
  tile: tileSchema.prefault({}),
};

export const imageLayerSchema = z.object({
  ...layerBase,
  kind: z.literal('image'),
  /** The logo file, by the id the editor (or a project, or a preset) stores it under. */
  fileId: id,
  /** Natural size in pixels (an SVG: its intrinsic or viewBox size). */
  width: z.number().finite().positive(),
  height: z.number().finite().positive(),
});

export const textStyleSchema = z.object({
  font: fontIdSchema,
  color: colorSchema.default('#ffffff'),
  bold: z.boolean().default(false),
  italic: z.boolean().default(false),
  outline: z
    .object({
      enabled: z.boolean().default(false),
      color: colorSchema.default('#000000'),
      width: fraction(TEXT_EFFECT_MAX).default(0.08),
    })
    .prefault({}),
  shadow: z
    .object({
      enabled: z.boolean().default(false),
      color: colorSchema.default('#00000099'),
      blur: fraction(TEXT_EFFECT_MAX).default(0.15),
      offsetX: z.number().finite().min(-TEXT_EFFECT_MAX).max(TEXT_EFFECT_MAX).default(0.05),
      offsetY: z.number().finite().min(-TEXT_EFFECT_MAX).max(TEXT_EFFECT_MAX).default(0.05),
    })
    .prefault({}),
  align: z.enum(TEXT_ALIGNS).default('center'),
  /** Distance between baselines as a multiple of the font size. */
  lineHeight: z.number().finite().min(LINE_HEIGHT_MIN).max(LINE_HEIGHT_MAX).default(1.2),
});
export type TextStyle = z.infer<typeof textStyleSchema>;

export const textLayerSchema = z.object({
  ...layerBase,
  kind: z.literal('text'),
  /** As typed, tokens included ({filename}, {date}...); lines split on \n. */
  text: storedText().max(TEXT_MAX_CHARS),
  style: textStyleSchema.prefault({}),
});

export const layerSchema = z.discriminatedUnion('kind', [imageLayerSchema, textLayerSchema]);
export type ImageLayer = z.infer<typeof imageLayerSchema>;
export type TextLayer = z.infer<typeof textLayerSchema>;
export type Layer = z.infer<typeof layerSchema>;

/** Layers bottom to top (drawing order); at most MAX_LAYERS, ids unique. */
export const layersSchema = z
  .array(layerSchema)
  .max(MAX_LAYERS)
  .refine((ls) => new Set(ls.map((l) => l.id)).size === ls.length, 'Layer ids must be unique');

/** One photo's own placements, keyed by layer id (the spec's per-image settings, per layer). */
export const photoPlacementsSchema = z.record(id, layerPlacementSchema);
export type PhotoPlacements = Record<string, LayerPlacement>;

/**
 * A watermark on its own (a preset, a project without photos, an API job): the layers and their
 * project-level placements, which photos without their own placement resolve (decision 210).
 */
export const watermarkSchema = z.object({
  layers: layersSchema,
  placements: photoPlacementsSchema.default({}),
});
export type Watermark = z.infer<typeof watermarkSchema>;

export const DEFAULT_TEXT_STYLE: TextStyle = textStyleSchema.parse({});
