// Sends one stored file (a project photo, a logo) to its owner: private caching, and an SVG that
// can draw but never run anything when opened on its own.
import type { Context } from 'hono';
import type { FileContent } from './services/project-storage';
import type { HttpError } from './http-error';

export function sendFile(c: Context, file: FileContent | null, notFound: () => HttpError) {
  if (!file) throw notFound();
  const headers: Record<string, string> = {
    'Content-Type': file.type,
    'Cache-Control': 'private, max-age=86400',
    'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
  };
  // An SVG opened on its own is a document of our origin: it may draw, never run anything.
  if (file.type === 'image/svg+xml') {
    headers['Content-Security-Policy'] =
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'none'; sandbox";
  }
  return c.body(new Uint8Array(file.bytes), 200, headers);
}
