// The bench pages, built by Vite from the same export modules the editor uses and served on a free
// local port (shared by the benchmark and the trace).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { build } from 'vite';
import { OUT } from './inputs';

const SITE = path.join(OUT, 'site');

export async function buildPages(outDir = SITE): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: path.resolve('bench/export/pages'),
    worker: { format: 'es' },
    resolve: { tsconfigPaths: true },
    build: {
      outDir,
      emptyOutDir: true,
      minify: process.env.BENCH_MINIFY !== '0',
      rollupOptions: {
        input: {
          ours: path.resolve('bench/export/pages/ours.html'),
          simple: path.resolve('bench/export/pages/simple.html'),
          heic: path.resolve('bench/export/pages/heic.html'),
        },
      },
    },
  });
}

/** Serves the built pages; resolves with the base URL and a stop function. */
export function servePages(dir = SITE): Promise<{ base: string; close: () => void }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile())
      return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((r) =>
    server.listen(0, '127.0.0.1', () =>
      r({
        base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => server.close(),
      }),
    ),
  );
}
