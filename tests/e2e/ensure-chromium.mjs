// Finds Debian's Chromium for the end-to-end tests, installing it with apt when we are root on
// Debian; otherwise stops with a message that says how to get it. Never downloads a browser build.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

/** Flags for Debian's Chromium on a closed network (tests and benchmarks use the same). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Without a GPU the separate GPU process only composites in software; run in the browser process,
  // it spared a tenth of the CPU of loading a page (30 editor loads: 69-71 s against 78 s).
  '--in-process-gpu',
];

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p && fs.existsSync(p)) ?? null;
}

function main() {
  if (findChromium()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = fs.existsSync('/etc/debian_version');
  if (isRoot && isDebian) {
    console.log('Chromium not found: installing Debian package "chromium" with apt...');
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core',
      {
        stdio: 'inherit',
        shell: '/bin/bash',
      },
    );
    if (findChromium()) return;
  }
  console.error(
    'The end-to-end tests need Chromium and could not find it.\n' +
      '  On Debian/Ubuntu: sudo apt-get install chromium\n' +
      '  Or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
