// Colour conversions the browser takes from the server engine so that the editor, its export and the
// API agree: the CMYK profile libvips assumes for a CMYK JPEG that embeds none (decision 310), and a
// CMYK profile's conversion to sRGB as lcms makes it, as a table (decision 311).
import { Hono } from 'hono';
import { clientNetwork } from '../client-ip';
import type { AppDeps } from '../deps';
import { cmykTable } from '../engine/cmyk-table';
import { sharpProfile } from '../engine/sharp-profiles';
import { HttpError } from '../http-error';
import { consume, type WindowRule } from '../rate-limit';

const CACHED = { 'Cache-Control': 'public, max-age=86400' };

/**
 * Tables one address may have built per window. A batch's photos share a profile or two, and the
 * browser keeps each table, so only a flood of new profiles reaches this; a table the server keeps
 * costs nothing and is not counted. Refused, the browser decodes the photo itself (decision 312).
 */
export const CMYK_TABLE_RATE_LIMIT: WindowRule = { max: 30, windowMs: 10 * 60 * 1000 };

class TooMany extends Error {
  constructor(readonly retryAfterS: number) {
    super('too many new CMYK tables');
  }
}

export function colourProfileRoutes(deps: AppDeps) {
  return new Hono()
    .get('/cmyk.icc', async (c) =>
      c.body(await sharpProfile('cmyk'), 200, { 'Content-Type': 'application/vnd.iccprofile', ...CACHED }),
    )
    .post('/cmyk-table', async (c) => {
      // The photo's own profile as the form's "profile" file; none for the one libvips assumes. A body
      // is multipart, as every route's (decision 145).
      const type = c.req.header('content-type') ?? '';
      const form = type.startsWith('multipart/form-data') ? await c.req.formData() : null;
      const file = form?.get('profile');
      const bytes = file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : null;
      const icc = bytes?.length ? bytes : null;
      const admit = async () => {
        // The limit guards the server's CPU, not an account: while the database that counts is
        // unreachable, the table is still made, so that no photo loses its colours to the outage.
        const verdict = await consume(
          deps.dbh.db,
          `cmyk-table|${clientNetwork(c, deps.config.TRUST_PROXY)}`,
          CMYK_TABLE_RATE_LIMIT,
          deps.now().getTime(),
        ).catch(() => null);
        if (verdict && !verdict.allowed) throw new TooMany(verdict.retryAfterS);
      };
      const table = await cmykTable(icc, admit).catch((err: unknown) => {
        if (!(err instanceof TooMany))
          throw new HttpError(422, 'unusable_profile', 'This colour profile cannot convert CMYK colours.');
        c.header('Retry-After', String(err.retryAfterS));
        throw new HttpError(429, 'rate_limited', 'Too many new colour profiles from your network.');
      });
      return c.body(new Uint8Array(table), 200, { 'Content-Type': 'application/octet-stream' });
    });
}
