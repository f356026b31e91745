// Saved projects on the wire, shared by the server routes and the client's api/ files.
import { z } from 'zod';
import { exportSettingsSchema, type ExportSettings } from '../export-settings';
import { typesForExtensions } from '../files/sniff';
import { logoSettingsSchema, type LogoSettings } from '../placement';
import type { Plan } from '../plans';
import { storedName, storedText } from './text';
import {
  LOGO_NAMES_REFINEMENT,
  logoNamesKnown,
  logoNamesSchema,
  projectWatermarkSchema,
  type ProjectWatermark,
  type WatermarkLogoDto,
} from './watermark-files';

export const PROJECT_NAME_MAX = 100;
export const PROJECT_MAX_IMAGES = 50;
/** Per stored file, after the client's compression (and per logo). */
export const PROJECT_MAX_FILE_BYTES = 10 * 1024 * 1024;
/**
 * Per photo kept at full size (plans with `fullSizeProjects`): a 45 MP camera's finest JPEG fits, as in
 * an API job. A larger one is reduced before upload as on Lite (decision 279).
 */
export const PROJECT_MAX_ORIGINAL_BYTES = 25 * 1024 * 1024;
/** Key of the one positions entry of a project saved without photos. */
export const LOGO_SETTINGS_KEY = 'logo-settings';

/**
 * Client-side compression before upload on plans without full-size projects: saved photos are previews
 * for placing, not the originals.
 */
export const SAVE_COMPRESSION = {
  thresholdBytes: 2 * 1024 * 1024,
  maxWidth: 1920,
  maxHeight: 1080,
  quality: 0.8,
  pauseMs: 10,
} as const;

export const PROJECT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** How a plan's saves keep photos: the client prepares them by it, the server checks them by it. */
export interface ProjectPhotoRule {
  /** Photos are kept as the user's files (full size), not reduced. */
  fullSize: boolean;
  /** Types stored as they are; any other photo is converted to JPEG before upload. */
  types: ReadonlySet<string>;
  /** Bytes per stored photo; a full-size photo beyond it is reduced as on Lite. */
  maxBytes: number;
}

export function projectPhotoRule(plan: Pick<Plan, 'fullSizeProjects' | 'photoExtensions'>): ProjectPhotoRule {
  return plan.fullSizeProjects
    ? {
        fullSize: true,
        types: typesForExtensions(plan.photoExtensions),
        maxBytes: PROJECT_MAX_ORIGINAL_BYTES,
      }
    : { fullSize: false, types: new Set(PROJECT_PHOTO_TYPES), maxBytes: PROJECT_MAX_FILE_BYTES };
}
export const PROJECT_LOGO_TYPES = ['image/png', 'image/svg+xml'] as const;

/** Stable error codes the client translates; the server's English message goes with them. */
export const PROJECT_ERRORS = {
  nameRequired: { code: 'project_name_required', message: 'Please enter a project name' },
  nameTooLong: {
    code: 'project_name_too_long',
    message: `Project name must be at most ${PROJECT_NAME_MAX} characters`,
  },
  notFound: { code: 'project_not_found', message: 'Project not found' },
  limit: {
    code: 'project_limit',
    message: 'Free plan users can save up to 2 projects. Upgrade to Pro for unlimited projects.',
  },
  logoRequired: { code: 'project_logo_required', message: 'No logo to save' },
} as const;

export const projectNameSchema = storedName(PROJECT_NAME_MAX, {
  required: PROJECT_ERRORS.nameRequired.message,
  tooLong: PROJECT_ERRORS.nameTooLong.message,
});

/** Settings keyed by photo id in photo order, or the single "logo-settings" entry when there are no photos. */
export const positionsSchema = z.record(storedText().min(1).max(200), logoSettingsSchema);
export type Positions = z.infer<typeof positionsSchema>;

/** The largest photo side a project records (well past any camera or panorama). */
export const PHOTO_SIDE_MAX = 100_000;
const side = z.number().int().min(1).max(PHOTO_SIDE_MAX);

/** A photo's upright size before the save reduced it; null where the editor did not know it. */
export const originalSizeSchema = z.object({ width: side, height: side }).nullable();
export type OriginalSize = z.infer<typeof originalSizeSchema>;

/** The JSON part ("meta") of a create or update upload; the files travel as parts "images" and "logo". */
export const projectMetaSchema = z
  .object({
    name: projectNameSchema,
    positions: positionsSchema,
    /** The output settings to export with; absent keeps the defaults when the project opens. */
    exportSettings: exportSettingsSchema.optional(),
    /** One entry per photo, in photo order: its size before SAVE_COMPRESSION (decision 192). */
    originals: z.array(originalSizeSchema).max(PROJECT_MAX_IMAGES).optional(),
    /**
     * The layers (issue 13): with it, the image layers' files travel as "logos" parts named by fileId
     * and no "logo" part is sent; "positions" still mirrors the first image layer for older readers.
     */
    watermark: projectWatermarkSchema.optional(),
    /** With a watermark: the user's file name of each logo, by fileId (else it is named by its fileId). */
    logoNames: logoNamesSchema.optional(),
  })
  .refine(logoNamesKnown, LOGO_NAMES_REFINEMENT);
export type ProjectMeta = z.input<typeof projectMetaSchema>;

export interface ProjectImageInfo {
  url: string;
  name: string;
  type: string;
  width: number | null;
  height: number | null;
  /** The photo's size before the save reduced it; null when not recorded. */
  original_width: number | null;
  original_height: number | null;
  /** Bytes stored. */
  size: number;
}

export interface ProjectDto {
  id: string;
  name: string;
  /** The first image layer's file (an old project's one logo); null for a text-only watermark. */
  logo_url: string | null;
  /** A small preview: the first photo, or the logo of a logo-only project. */
  thumbnail_url: string;
  logo_name: string;
  logo_type: string;
  image_urls: string[];
  images: ProjectImageInfo[];
  image_count: number;
  positions: Positions;
  /** Null for a project saved before output settings existed (the defaults apply). */
  export_settings: ExportSettings | null;
  /** Null for a project saved before layers: one logo (logo_url) placed by `positions` (decision 241). */
  watermark: ProjectWatermark | null;
  /** The image layers' files, by fileId (empty for a project saved before layers). */
  logos: WatermarkLogoDto[];
  created_at: string;
  updated_at: string;
}

/** Create, load and update answer one project under `project`. */
export interface ProjectAnswer {
  project: ProjectDto;
}

export interface ProjectListDto {
  projects: ProjectDto[];
  /** The plan's limit as the server holds it; null means unlimited. */
  max_projects: number | null;
}

/** Settings in photo order, "logo-settings" skipped: loading gives each photo its placement back. */
export function positionsInOrder(positions: Positions): LogoSettings[] {
  return Object.entries(positions)
    .filter(([k]) => k !== LOGO_SETTINGS_KEY)
    .map(([, v]) => v);
}
