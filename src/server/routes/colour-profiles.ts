// The CMYK profile the server engine (libvips) assumes for a CMYK JPEG that embeds none: the browser
// decodes such a photo through it too, so the editor, its export and the API agree (decision 310).
import { Hono } from 'hono';
import { sharpProfile } from '../engine/sharp-profiles';

export function colourProfileRoutes() {
  return new Hono().get('/cmyk.icc', async (c) =>
    c.body(await sharpProfile('cmyk'), 200, {
      'Content-Type': 'application/vnd.iccprofile',
      'Cache-Control': 'public, max-age=86400',
    }),
  );
}
