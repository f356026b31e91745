// Reads a preset save: multipart/form-data with a JSON part "meta" ({ name, watermark, exportSettings,
// logoNames? }) and one "logos" file per image layer, named by its fileId (the shape of a project save,
// decision 240; the user's file names travel in logoNames, decision 384).
import type { Context } from 'hono';
import { badRequest } from '../http-error';
import { PRESET_ERRORS, PRESET_MAX_LOGOS, presetMetaSchema } from '#shared/schemas/presets';
import { PROJECT_MAX_FILE_BYTES } from '#shared/schemas/projects';
import { EXPORT_SETTINGS_ERRORS } from '#shared/schemas/export-settings';
import { WATERMARK_ERRORS, WATERMARK_LOGOS_FIELD } from '#shared/schemas/watermark-files';
import { readMultipartToDisk } from './multipart-to-disk';
import { parseMetaPart } from './upload-meta';
import { checkWatermarkLogos } from './watermark-logos';
import type { PresetInput } from './preset-storage';

/** Eight layers of JSON are a few kilobytes; this leaves room without reading much. */
const MAX_META_BYTES = 256 * 1024;

export const isMultipart = (c: Context) => /^multipart\/form-data/i.test(c.req.header('content-type') ?? '');

export async function withPresetUpload<T>(c: Context, save: (input: PresetInput) => Promise<T>): Promise<T> {
  if (!isMultipart(c)) {
    throw badRequest(
      'Send the preset as multipart/form-data: a "meta" part ({ name, watermark, exportSettings } as JSON) and one "logos" file per image layer, named by its fileId.',
      'invalid_upload',
    );
  }
  const form = await readMultipartToDisk(c.req.raw.headers, c.req.raw.body, {
    keepBytes: PROJECT_MAX_FILE_BYTES,
    maxFiles: PRESET_MAX_LOGOS,
    onTooManyFiles: () =>
      badRequest(WATERMARK_ERRORS.logoUnexpected.message, WATERMARK_ERRORS.logoUnexpected.code),
    maxFieldBytes: MAX_META_BYTES,
  });
  try {
    const meta = parseMeta(form.fields.meta?.[0]);
    const logos = await checkWatermarkLogos(
      meta.watermark,
      form.fields[WATERMARK_LOGOS_FIELD] ?? [],
      meta.logoNames,
    );
    return await save({
      name: meta.name,
      watermark: meta.watermark,
      exportSettings: meta.exportSettings ?? null,
      logos,
    });
  } finally {
    await form.dispose();
  }
}

function parseMeta(part: unknown) {
  return parseMetaPart(part, presetMetaSchema, (issues) => {
    const issue = issues[0];
    if (issue?.path[0] === 'name') throw nameRefusal(issue.message);
    if (issue?.path[0] === 'exportSettings') {
      const { code, message } = EXPORT_SETTINGS_ERRORS.invalid;
      throw badRequest(message, code, issues.slice(0, 5));
    }
    const { code, message } = WATERMARK_ERRORS.invalid;
    throw badRequest(message, code, issues.slice(0, 5));
  });
}

export function nameRefusal(message: string | undefined) {
  const e =
    message === PRESET_ERRORS.nameRequired.message ? PRESET_ERRORS.nameRequired : PRESET_ERRORS.nameTooLong;
  return badRequest(e.message, e.code);
}
