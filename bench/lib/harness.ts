// What the browser benchmarks share: the real server on a free port with a throwaway SQLite
// database, and Debian's Chromium launched with the same flags as the e2e tests.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { chromium, type Browser } from '@playwright/test';
import { freePort } from '../../tests/helpers/free-port';
import { CHROMIUM_ARGS, findChromium } from '../../tests/e2e/ensure-chromium.mjs';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
}

export async function startServer(): Promise<{ url: string; stop: () => void }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logobatch-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: path.join(dataDir, 'b.db'),
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `count` photo-like 12 MP JPEGs (smooth noise scaled up, tinted and sharpened, a few MB each),
 * generated once into `dir` and reused by later runs.
 */
export async function photoLikeJpegs(dir: string, count: number): Promise<string[]> {
  fs.mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  for (let i = 0; i < count; i++) {
    const file = path.join(dir, `photo-${String(i + 1).padStart(2, '0')}.jpg`);
    files.push(file);
    if (fs.existsSync(file)) continue;
    const noise = await sharp({
      create: {
        width: 640,
        height: 480,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 120, sigma: 70 },
      },
    })
      .png()
      .toBuffer();
    await sharp(noise)
      .resize(4000, 3000, { kernel: 'cubic' })
      .modulate({ hue: (i * 37) % 360, saturation: 1.3 })
      .sharpen({ sigma: 1.2 })
      .jpeg({ quality: 90 })
      .toFile(file);
  }
  return files;
}
