// Test and bench pages outside the app: built by Vite from their own folder (so no test hook ships
// with the product) and served as static files on a free local port.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { build } from 'vite';

/** Builds the pages (name -> html file) under `root` into `outDir`, with the app's aliases and workers. */
/**
 * Where a spec builds its pages: one folder per worker process. Two workers may run the same file's
 * beforeAll at once (fullyParallel), and a shared folder was emptied under the other's server.
 */
export function siteDir(name: string): string {
  const dir = path.join(os.tmpdir(), `logobatch-e2e-${name}-${process.pid}`);
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export async function buildPages(root: string, pages: Record<string, string>, outDir: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: path.resolve(root),
    worker: { format: 'es' },
    resolve: { tsconfigPaths: true },
    build: {
      outDir,
      emptyOutDir: true,
      assetsInlineLimit: 0,
      rollupOptions: {
        input: Object.fromEntries(Object.entries(pages).map(([k, v]) => [k, path.resolve(root, v)])),
      },
    },
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.woff2': 'font/woff2',
  '.css': 'text/css',
};

/** Serves `dir` on 127.0.0.1; `base` is its origin. */
export function serveDir(dir: string): Promise<{ base: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile())
      return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => server.close(),
      }),
    ),
  );
}
