// Finds Debian's Chromium for the end-to-end tests, and libjpeg-turbo's cjpeg/jpegtran that the JPEG
// codec tests compare against (they write 4:2:2, restart markers, arithmetic coding, which sharp does
// not), installing what is missing with apt when we are root on Debian; otherwise stops with a message
// that says how to get it. Never downloads a browser build.
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
];

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p && fs.existsSync(p)) ?? null;
}

const hasCommand = (name) =>
  ['/usr/bin', '/usr/local/bin', '/bin'].some((dir) => fs.existsSync(`${dir}/${name}`));

function main() {
  const missing = [];
  if (!findChromium()) missing.push('chromium', 'fonts-noto-core');
  if (!hasCommand('cjpeg') || !hasCommand('jpegtran')) missing.push('libjpeg-turbo-progs');
  if (!missing.length) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = fs.existsSync('/etc/debian_version');
  if (isRoot && isDebian) {
    console.log(`Installing Debian packages with apt: ${missing.join(' ')}...`);
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
      {
        stdio: 'inherit',
        shell: '/bin/bash',
      },
    );
    if (findChromium() && hasCommand('cjpeg')) return;
  }
  console.error(
    `The tests need ${missing.join(', ')} and could not find them.\n` +
      `  On Debian/Ubuntu: sudo apt-get install ${missing.join(' ')}\n` +
      '  Or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
