// Reads a create/update upload, the one shape a save takes (decision 145): multipart/form-data with a
// JSON part "meta" ({ name, positions }), the photos as repeated "images" parts in editor order, and
// one "logo" part.
import type { Context } from 'hono';
import { HttpError, badRequest } from '../http-error';
import {
  LOGO_SETTINGS_KEY,
  PROJECT_ERRORS,
  PROJECT_MAX_IMAGES,
  projectMetaSchema,
  type ProjectPhotoRule,
} from '#shared/schemas/projects';
import { checkCount, checkLogo, checkPhoto, tooManyImages, type UploadedFile } from './project-files';
import { readMultipartToDisk } from './multipart-to-disk';
import { parseMetaPart } from './upload-meta';
import type { ProjectInput } from './project-storage';
import { checkWatermarkLogos } from './watermark-logos';
import { MAX_LAYERS } from '#shared/layers';
import {
  WATERMARK_ERRORS,
  WATERMARK_LOGOS_FIELD,
  isImageLayer,
  type LogoNames,
} from '#shared/schemas/watermark-files';

/** "meta" holds a name and up to 51 small settings objects; a megabyte is far more than enough. */
const MAX_FIELD_BYTES = 1024 * 1024;

/**
 * Reads the upload, checks its photos by the plan's rule, runs `save` with it, and then removes the
 * temporary files the upload was streamed to (a multipart save keeps each photo on disk until it is
 * written, never all in memory).
 */
export async function withProjectUpload<T>(
  c: Context,
  rule: ProjectPhotoRule,
  save: (input: ProjectInput) => Promise<T>,
): Promise<T> {
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) {
    throw badRequest(
      'Send the project as multipart/form-data: a "meta" part ({ name, positions } as JSON), the photos as "images" parts and one "logo" part.',
      'invalid_upload',
    );
  }
  const form = await readMultipartToDisk(c.req.raw.headers, c.req.raw.body, {
    keepBytes: rule.maxBytes,
    // A few more than allowed, so the count check below words the refusal.
    maxFiles: PROJECT_MAX_IMAGES + MAX_LAYERS + 5,
    onTooManyFiles: () => tooManyImages(),
    maxFieldBytes: MAX_FIELD_BYTES,
  });
  try {
    const { meta, images = [], logo = [], [WATERMARK_LOGOS_FIELD]: logos = [] } = form.fields;
    return await save(await checkParts(parseMeta(meta?.[0]), images, logo, logos, rule));
  } finally {
    await form.dispose();
  }
}

async function checkParts(
  meta: ReturnType<typeof parseMeta>,
  images: (string | UploadedFile)[],
  logoPart: (string | UploadedFile)[],
  logoParts: (string | UploadedFile)[],
  rule: ProjectPhotoRule,
): Promise<ProjectInput> {
  if (images.some((f) => typeof f === 'string'))
    throw badRequest('Photos must be sent as files.', 'invalid_upload');
  checkCount(images.length);
  const files = meta.watermark
    ? await layerFiles(meta.watermark, meta.logoNames, images.length, logoPart, logoParts)
    : { logo: await checkLogo(oneLogo(logoPart, logoParts)), logos: [] };
  checkPositions(meta.positions, images.length);
  const originals = meta.originals ?? [];
  if (originals.length && originals.length !== images.length) {
    throw badRequest(`Originals must hold one entry per photo (${images.length}).`, 'invalid_upload');
  }
  const stored = [];
  for (const [i, f] of (images as UploadedFile[]).entries()) {
    stored.push({ ...(await checkPhoto(f, i, rule)), original: originals[i] ?? null });
  }
  return {
    name: meta.name,
    positions: meta.positions,
    exportSettings: meta.exportSettings ?? null,
    images: stored,
    watermark: meta.watermark ?? null,
    ...files,
    fullSize: rule.fullSize,
  };
}

/** The old shape: exactly one "logo" part. */
function oneLogo(logoPart: (string | UploadedFile)[], logoParts: unknown[]): UploadedFile {
  const logo = logoPart[0];
  if (logoParts.length) {
    throw badRequest(
      '"logos" parts belong to a save with a watermark.',
      WATERMARK_ERRORS.logoUnexpected.code,
    );
  }
  if (logo === undefined || typeof logo === 'string' || logoPart.length !== 1) {
    throw badRequest(PROJECT_ERRORS.logoRequired.message, PROJECT_ERRORS.logoRequired.code);
  }
  return logo;
}

/**
 * With layers: one file per image layer, and at least one layer (an empty watermark is the spec's
 * "No logo to save"). The first image layer's file is mirrored as the project's logo.
 */
async function layerFiles(
  watermark: NonNullable<ReturnType<typeof parseMeta>['watermark']>,
  names: LogoNames | undefined,
  photos: number,
  logoPart: unknown[],
  logoParts: (string | UploadedFile)[],
) {
  if (watermark.layers.length === 0) {
    throw badRequest(PROJECT_ERRORS.logoRequired.message, PROJECT_ERRORS.logoRequired.code);
  }
  if (logoPart.length) {
    throw badRequest('With a watermark, logo files are sent as "logos" parts.', 'invalid_upload');
  }
  if (watermark.photos.length !== photos) {
    throw badRequest(`The watermark must hold one placement map per photo (${photos}).`, 'invalid_positions');
  }
  const logos = await checkWatermarkLogos(watermark, logoParts, names);
  const first = watermark.layers.find(isImageLayer);
  const logo = logos.find((l) => l.fileId === first?.fileId) ?? null;
  return { logo, logos };
}

function parseMeta(part: unknown) {
  return parseMetaPart(part, projectMetaSchema, (issues) => {
    const issue = issues[0];
    if (issue?.path[0] === 'watermark' || issue?.path[0] === 'logoNames') {
      const { code, message } = WATERMARK_ERRORS.invalid;
      throw badRequest(message, code, issues.slice(0, 5));
    }
    if (issue?.path[0] === 'name') {
      const e =
        issue.message === PROJECT_ERRORS.nameRequired.message
          ? PROJECT_ERRORS.nameRequired
          : PROJECT_ERRORS.nameTooLong;
      throw badRequest(e.message, e.code);
    }
    throw badRequest('The logo positions are not valid.', 'invalid_positions', issues.slice(0, 5));
  });
}

/** One entry per photo (in photo order), or only "logo-settings" when there are no photos. */
function checkPositions(positions: Record<string, unknown>, photos: number) {
  const keys = Object.keys(positions);
  const perPhoto = keys.filter((k) => k !== LOGO_SETTINGS_KEY).length;
  const ok = photos === 0 ? keys.length === 1 && keys[0] === LOGO_SETTINGS_KEY : perPhoto === photos;
  if (!ok) {
    throw new HttpError(
      400,
      'invalid_positions',
      photos === 0
        ? 'A project without photos holds only the "logo-settings" entry.'
        : `Positions must hold one entry per photo (${photos}).`,
    );
  }
}
