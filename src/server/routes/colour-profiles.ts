// Colour conversions the browser takes from the server engine so that the editor, its export and the
// API agree: the CMYK profile libvips assumes for a CMYK JPEG that embeds none (decision 310), and a
// CMYK profile's conversion to sRGB as lcms makes it, as a table (decision 311).
import { Hono } from 'hono';
import { cmykTable } from '../engine/cmyk-table';
import { sharpProfile } from '../engine/sharp-profiles';
import { HttpError } from '../http-error';

const CACHED = { 'Cache-Control': 'public, max-age=86400' };

export function colourProfileRoutes() {
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
      const icc = file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : null;
      const table = await cmykTable(icc?.length ? icc : null).catch(() => {
        throw new HttpError(422, 'unusable_profile', 'This colour profile cannot convert CMYK colours.');
      });
      return c.body(new Uint8Array(table), 200, { 'Content-Type': 'application/octet-stream' });
    });
}
