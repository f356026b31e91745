// Presets on the wire (issue 13): a named watermark with its logo files and output settings, private
// to one account like projects. Shared by the server routes and the client's api/ files.
import { z } from 'zod';
import { exportSettingsSchema, type ExportSettings } from '../export-settings';
import { MAX_LAYERS, type Watermark } from '../layers';
import { storedName } from './text';
import {
  LOGO_NAMES_REFINEMENT,
  logoNamesKnown,
  logoNamesSchema,
  savedWatermarkSchema,
  type WatermarkLogoDto,
} from './watermark-files';

export const PRESET_NAME_MAX = 100;
/** Presets count against no plan limit; this only keeps one account from filling the disk (decision 242). */
export const PRESET_MAX_PER_USER = 100;
/** Each image layer may bring its own file. */
export const PRESET_MAX_LOGOS = MAX_LAYERS;

export const PRESET_ERRORS = {
  nameRequired: { code: 'preset_name_required', message: 'Please enter a preset name' },
  nameTooLong: {
    code: 'preset_name_too_long',
    message: `Preset name must be at most ${PRESET_NAME_MAX} characters`,
  },
  notFound: { code: 'preset_not_found', message: 'Preset not found' },
  limit: {
    code: 'preset_limit',
    message: `You can keep up to ${PRESET_MAX_PER_USER} presets. Delete one to save another.`,
  },
} as const;

export const presetNameSchema = storedName(PRESET_NAME_MAX, {
  required: PRESET_ERRORS.nameRequired.message,
  tooLong: PRESET_ERRORS.nameTooLong.message,
});

/** The JSON part ("meta") of a preset save; the files travel as "logos" parts named by fileId. */
export const presetMetaSchema = z
  .object({
    name: presetNameSchema,
    watermark: savedWatermarkSchema,
    /** Absent: the preset changes no output settings when applied. */
    exportSettings: exportSettingsSchema.optional(),
    /** The user's file name of each logo, by fileId; a file without one is named by its fileId. */
    logoNames: logoNamesSchema.optional(),
  })
  .refine(logoNamesKnown, LOGO_NAMES_REFINEMENT);
export type PresetMeta = z.input<typeof presetMetaSchema>;

/** PUT with a JSON body renames; PUT with a multipart body replaces the whole preset. */
export const presetRenameSchema = z.object({ name: presetNameSchema });

export interface PresetDto {
  id: string;
  name: string;
  watermark: Watermark;
  export_settings: ExportSettings | null;
  logos: WatermarkLogoDto[];
  created_at: string;
  updated_at: string;
}

export interface PresetAnswer {
  preset: PresetDto;
}

export interface PresetListDto {
  presets: PresetDto[];
  max_presets: number;
}
