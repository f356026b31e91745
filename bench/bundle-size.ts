// Prints the gzipped JavaScript the home page loads (entry chunk plus its static imports),
// against the 150 KB budget of issue 2. Run after `vite build` (npm run bench:bundle does both).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve('dist/client');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [
  ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((m) => m[1]!);
const files = [...new Set(scripts)];
let total = 0;
for (const f of files) {
  const size = zlib.gzipSync(fs.readFileSync(path.join(dist, f))).length;
  total += size;
  console.log(`  ${f}  ${(size / 1024).toFixed(1)} KB gz`);
}
const budget = 150 * 1024;
console.log(
  `home page JavaScript: ${(total / 1024).toFixed(1)} KB gzipped; budget 150 KB; ratio ${(total / budget).toFixed(2)}`,
);
const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
const cssSize = css.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, f))).length, 0);
console.log(`home page CSS: ${(cssSize / 1024).toFixed(1)} KB gzipped`);
if (total > budget) process.exitCode = 1;
const editor = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter(
    (f) =>
      /konva/i.test(fs.readFileSync(path.join(dist, 'assets', f), 'utf8').slice(0, 200000)) &&
      f.endsWith('.js'),
  );
console.log(
  `chunks containing the canvas library (must not be on the home page): ${editor.join(', ') || 'none yet'}`,
);
