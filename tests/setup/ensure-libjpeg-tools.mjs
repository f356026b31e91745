// The JPEG codec's unit tests encode with libjpeg-turbo's cjpeg and check against its jpegtran and
// djpeg. Installs Debian's libjpeg-turbo-progs with apt when they are missing and we are root on
// Debian; otherwise stops with a message that says how to get them.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const TOOLS = ['cjpeg', 'jpegtran', 'djpeg'];

export const missingLibjpegTools = () =>
  TOOLS.filter((t) => !['/usr/bin', '/usr/local/bin'].some((d) => fs.existsSync(`${d}/${t}`)));

function main() {
  if (missingLibjpegTools().length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && fs.existsSync('/etc/debian_version')) {
    console.log(
      'cjpeg/jpegtran/djpeg not found: installing Debian package "libjpeg-turbo-progs" with apt...',
    );
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libjpeg-turbo-progs',
      {
        stdio: 'inherit',
        shell: '/bin/bash',
      },
    );
    if (missingLibjpegTools().length === 0) return;
  }
  console.error(
    `The JPEG codec tests need ${missingLibjpegTools().join(', ')} (libjpeg-turbo's tools).\n` +
      '  On Debian/Ubuntu: sudo apt-get install libjpeg-turbo-progs',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
