// How large a request body each route may send: the one policy, applied to every request in app.ts.
// Small bodies go through Hono's bodyLimit (it reads them whole, which is fine at this size); project
// saves are too large to hold in memory, so their limit counts bytes as the upload streams through.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError } from './http-error';
import {
  PROJECT_MAX_FILE_BYTES,
  PROJECT_MAX_IMAGES,
  PROJECT_MAX_ORIGINAL_BYTES,
} from '../shared/schemas/projects';
import { PRESET_MAX_LOGOS } from '../shared/schemas/presets';
import { API_JOB_MAX_PHOTOS, API_JOB_MAX_PHOTO_BYTES } from '../shared/schemas/api-jobs';

const KB = 1024;
const MB = 1024 * KB;

/** Sign-in, profile, usage, checkout, contact: a few fields of JSON. */
export const SMALL_BODY_BYTES = 64 * KB;
/** Lemon Squeezy's events are a few KB; the route reads the raw body for its signature. */
export const WEBHOOK_BODY_BYTES = 1 * MB;
/** Every photo at the full-size maximum (Pro and Ultra keep originals), the logo, a megabyte of form. */
export const PROJECT_SAVE_BYTES =
  PROJECT_MAX_IMAGES * PROJECT_MAX_ORIGINAL_BYTES + PROJECT_MAX_FILE_BYTES + MB;

/** A CMYK photo's colour profile: a JPEG holds at most 255 segments of 65,519 bytes of it. */
export const COLOUR_PROFILE_BYTES = 17 * MB;
const COLOUR_TABLE = /^\/api\/colour-profiles\/cmyk-table\/?$/;

const PROJECT_SAVE = /^\/api\/projects(?:\/[^/]+)?\/?$/;
/** A preset's logo files at the per-file maximum, plus a megabyte for its JSON and form overhead. */
export const PRESET_SAVE_BYTES = PRESET_MAX_LOGOS * PROJECT_MAX_FILE_BYTES + MB;
const PRESET_SAVE = /^\/api\/presets(?:\/[^/]+)?\/?$/;
/** An API job: every photo at its maximum, a logo, and a megabyte for settings and form overhead. */
export const API_JOB_BYTES = API_JOB_MAX_PHOTOS * API_JOB_MAX_PHOTO_BYTES + PROJECT_MAX_FILE_BYTES + MB;
const API_JOB = /^\/api\/v1\/jobs\/?$/;

function tooLarge(maxSize: number, path: string): HttpError {
  const message = PROJECT_SAVE.test(path)
    ? `A project can hold at most ${PROJECT_MAX_IMAGES} photos of ${PROJECT_MAX_ORIGINAL_BYTES / MB} MB each.`
    : `The request body is larger than this address accepts (${maxSize >= MB ? `${maxSize / MB} MB` : `${maxSize / KB} KB`}).`;
  return new HttpError(413, 'payload_too_large', message, { max_bytes: maxSize });
}

/** The limit for one request, by method and path. */
export function bodyLimitFor(method: string, path: string): { maxSize: number; streamed: boolean } {
  if (['POST', 'PUT', 'PATCH'].includes(method) && PROJECT_SAVE.test(path)) {
    return { maxSize: PROJECT_SAVE_BYTES, streamed: true };
  }
  if (['POST', 'PUT'].includes(method) && PRESET_SAVE.test(path)) {
    return { maxSize: PRESET_SAVE_BYTES, streamed: true };
  }
  if (method === 'POST' && API_JOB.test(path)) return { maxSize: API_JOB_BYTES, streamed: true };
  if (method === 'POST' && COLOUR_TABLE.test(path)) return { maxSize: COLOUR_PROFILE_BYTES, streamed: false };
  if (path.startsWith('/api/webhooks/')) return { maxSize: WEBHOOK_BODY_BYTES, streamed: false };
  return { maxSize: SMALL_BODY_BYTES, streamed: false };
}

/**
 * Refuses a declared Content-Length over the limit at once; a chunked body is cut off with the same
 * 413 as soon as it passes the limit, by the reader that consumes it (see rethrowing in readers).
 */
function streamedLimit(c: Context, maxSize: number): void {
  const declared = c.req.header('content-length');
  if (declared !== undefined && !c.req.header('transfer-encoding')) {
    if (Number(declared) > maxSize) throw tooLarge(maxSize, c.req.path);
    return;
  }
  const body = c.req.raw.body;
  if (!body) return;
  let seen = 0;
  const counted = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxSize) controller.error(tooLarge(maxSize, c.req.path));
        else controller.enqueue(chunk);
      },
    }),
  );
  c.req.raw = new Request(c.req.raw, { body: counted, duplex: 'half' } as RequestInit);
}

export function bodyLimits(): MiddlewareHandler {
  return async (c, next) => {
    const { maxSize, streamed } = bodyLimitFor(c.req.method, c.req.path);
    if (streamed) {
      streamedLimit(c, maxSize);
      return next();
    }
    return bodyLimit({
      maxSize,
      onError: () => {
        throw tooLarge(maxSize, c.req.path);
      },
    })(c, next);
  };
}
