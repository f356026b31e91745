// `npm run build:wasm`: compiles the AssemblyScript under wasm/ and commits each module as a base64
// string in a TypeScript file, so the browser, the server and the tests load it the same way, with no
// bundler plugin and no fetch (decision 291). tests/unit/jpeg/skip-walk-build.test.ts checks that the
// committed module is the build of its source.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import asc from 'assemblyscript/asc';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

export const MODULES = [
  {
    source: 'wasm/skip-walk.ts',
    target: 'src/shared/jpeg/skip-walk.wasm.ts',
    name: 'SKIP_WALK_WASM',
    flags: [],
  },
  // SIMD: every browser with OffscreenCanvas in workers has it; without it the canvas encoder is used.
  {
    source: 'wasm/jpeg-encode.ts',
    target: 'src/shared/jpeg/jpeg-encode.wasm.ts',
    name: 'JPEG_ENCODE_WASM',
    flags: ['--enable', 'simd'],
  },
];

/** The module built from `source`: optimised, no runtime, the caller's memory, no assertions. */
export async function buildModule(source: string, flags: readonly string[] = []): Promise<Uint8Array> {
  let binary: Uint8Array | null = null;
  const errors: string[] = [];
  const { error } = await asc.main(
    [
      source,
      '-O3',
      '--runtime',
      'stub',
      '--noAssert',
      '--importMemory',
      '--use',
      'abort=',
      '-o',
      'out.wasm',
      ...flags,
    ],
    {
      readFile: (name, baseDir) => {
        const file = path.resolve(ROOT, baseDir, name);
        return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
      },
      writeFile: (name, contents) => {
        if (name.endsWith('.wasm') && typeof contents !== 'string') binary = contents;
      },
      listFiles: () => [],
      stderr: { write: (s: string | Uint8Array) => void errors.push(String(s)) },
    },
  );
  if (error || !binary)
    throw new Error(`asc failed on ${source}: ${error?.message ?? ''}\n${errors.join('')}`);
  return binary;
}

export function moduleFile(name: string, source: string, binary: Uint8Array): string {
  const base64 = Buffer.from(binary).toString('base64');
  return (
    `// Built from ${source} by \`npm run build:wasm\` (tools/build-wasm.ts): do not edit.\n` +
    `export const ${name} =\n  '${base64}';\n`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const m of MODULES) {
    const binary = await buildModule(m.source, m.flags);
    fs.writeFileSync(path.join(ROOT, m.target), moduleFile(m.name, m.source, binary));
    console.log(`${m.target}: ${binary.length} bytes`);
  }
}
