// What an API job draws: the "settings" part's layers, or a saved preset's, or one centred logo layer
// for a "logo" alone; each image layer's file from the "logo" part or the preset (decision 269).
import { DEFAULT_EXPORT_SETTINGS } from '#shared/export-settings';
import { bytesReader, sniffImage } from '#shared/files';
import { imageLayerSchema, type Layer, type PhotoPlacements } from '#shared/layers';
import { API_JOB_ERRORS, API_LOGO_FILE_ID, type ApiJobSettings } from '#shared/schemas/api-jobs';
import { WATERMARK_ERRORS } from '#shared/schemas/watermark-files';
import { isImageLayer } from '#shared/schemas/watermark-files';
import { HttpError, badRequest } from '../http-error';
import type { JobSpec } from '../jobs/spec';
import { checkLogo, type UploadedFile } from './project-files';
import type { PresetStorage } from './preset-storage';

export interface JobWatermark {
  spec: JobSpec;
  /** The image layers' files, in the order of spec.files. */
  files: Uint8Array[];
}

/**
 * Whether a layer puts anything on a photo. Layers that are all hidden, or text that is blank as
 * typed, would deliver (and charge) the photos unbranded, which no client asks for on purpose.
 */
const draws = (l: Layer) => l.visible && (l.kind !== 'text' || l.text.trim() !== '');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const presetNotFound = () =>
  new HttpError(400, API_JOB_ERRORS.presetNotFound.code, API_JOB_ERRORS.presetNotFound.message);

/** A logo's natural size: from its header, or (an SVG that states none) 512 px square. */
async function logoLayer(bytes: Uint8Array): Promise<Layer> {
  const sniff = await sniffImage(bytesReader(bytes));
  return imageLayerSchema.parse({
    id: API_LOGO_FILE_ID,
    kind: 'image',
    fileId: API_LOGO_FILE_ID,
    width: sniff?.width || 512,
    height: sniff?.height || 512,
  });
}

async function presetOf(presets: PresetStorage, userId: string, id: string) {
  if (!UUID.test(id)) throw presetNotFound();
  const preset = await presets.get(userId, id);
  if (!preset) throw presetNotFound();
  const files = new Map<string, Uint8Array>();
  for (const l of preset.logos) {
    const file = await presets.readLogo(userId, id, l.fileId);
    if (file) files.set(l.fileId, new Uint8Array(file.bytes));
  }
  return { preset, files };
}

export async function resolveJobWatermark(input: {
  settings: ApiJobSettings;
  logo: UploadedFile | null;
  presetId: string | null;
  userId: string;
  presets: PresetStorage;
  photoCount: number;
}): Promise<JobWatermark> {
  const { settings } = input;
  const logo = input.logo ? (await checkLogo(input.logo)).bytes : null;
  const logoBytes = logo instanceof Uint8Array ? logo : null;
  const fromPreset = input.presetId ? await presetOf(input.presets, input.userId, input.presetId) : null;

  const layers: Layer[] =
    settings.layers ?? fromPreset?.preset.watermark.layers ?? (logoBytes ? [await logoLayer(logoBytes)] : []);
  if (!layers.some(draws)) {
    throw badRequest(API_JOB_ERRORS.noWatermark.message, API_JOB_ERRORS.noWatermark.code);
  }
  const files = new Map(fromPreset?.files ?? []);
  if (logoBytes) {
    // With a preset, the logo stands in for its first image layer's file: the same layout, another logo.
    const first = fromPreset && !settings.layers ? layers.find(isImageLayer) : undefined;
    files.set(first?.fileId ?? API_LOGO_FILE_ID, logoBytes);
  }
  const wanted = [...new Set(layers.filter(isImageLayer).map((l) => l.fileId))];
  const missing = wanted.find((id) => !files.has(id));
  if (missing !== undefined) {
    const { code, message } = WATERMARK_ERRORS.logoMissing;
    throw badRequest(message, code, { file_id: missing });
  }
  if (logoBytes && !wanted.some((id) => files.get(id) === logoBytes)) {
    const { code, message } = WATERMARK_ERRORS.logoUnexpected;
    throw badRequest(message, code, { file_id: API_LOGO_FILE_ID });
  }

  const placements: PhotoPlacements = settings.placements ?? fromPreset?.preset.watermark.placements ?? {};
  const photos = settings.photos ?? {};
  checkPlacements(layers, placements, photos, input.photoCount);
  return {
    spec: {
      layers,
      placements,
      photos,
      output: settings.export ?? fromPreset?.preset.exportSettings ?? DEFAULT_EXPORT_SETTINGS,
      locale: settings.locale,
      files: wanted,
    },
    files: wanted.map((id) => files.get(id)!),
  };
}

/** Placements must name layers, and per-photo ones photos that were sent. */
function checkPlacements(
  layers: Layer[],
  all: PhotoPlacements,
  photos: Record<string, PhotoPlacements>,
  count: number,
) {
  const ids = new Set(layers.map((l) => l.id));
  const refuse = (why: string) =>
    badRequest(`${API_JOB_ERRORS.invalidSettings.message} ${why}`, API_JOB_ERRORS.invalidSettings.code);
  const stray = (p: PhotoPlacements) => Object.keys(p).find((k) => !ids.has(k));
  const strayAll = stray(all);
  if (strayAll !== undefined) throw refuse(`placements names no layer "${strayAll}".`);
  for (const [index, p] of Object.entries(photos)) {
    if (Number(index) >= count)
      throw refuse(
        `photos names photo ${index}, but ${count === 1 ? 'only photo 0 was' : `photos 0 to ${count - 1} were`} sent.`,
      );
    const s = stray(p);
    if (s !== undefined) throw refuse(`photos.${index} names no layer "${s}".`);
  }
}
