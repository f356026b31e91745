import fs from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { badRequest } from './http-error';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves the built SPA: hashed files under /assets are immutable for a year, everything else
 * revalidates, and any other GET that is not an API call gets index.html (history fallback).
 */
export function serveSpa(app: Hono, root: string): void {
  const dir = path.resolve(root);
  const indexFile = path.join(dir, 'index.html');
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    let rel: string;
    try {
      rel = decodeURIComponent(c.req.path);
    } catch {
      // "/%" or a cut-off escape: the client's mistake, not a server failure.
      throw badRequest('The URL has broken percent-encoding.', 'invalid_url');
    }
    const file = path.join(dir, rel);
    const inside = file.startsWith(dir + path.sep);
    const stat = inside ? await fs.promises.stat(file).catch(() => null) : null;
    if (stat?.isFile()) {
      const immutable = rel.startsWith('/assets/');
      return c.body(await fs.promises.readFile(file), 200, {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Cache-Control': immutable
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate',
      });
    }
    // A missing hashed asset is a real 404, not the app shell (which would be parsed as JS).
    if (path.extname(rel) && rel.startsWith('/assets/')) return c.text('Not found', 404);
    const html = await fs.promises.readFile(indexFile, 'utf8').catch(() => null);
    if (html === null) return c.text('The client is not built. Run "npm run build".', 503);
    return c.html(html, 200, { 'Cache-Control': 'no-cache' });
  });
}
