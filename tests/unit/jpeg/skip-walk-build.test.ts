// The committed WebAssembly is the build of its AssemblyScript source (decision 291): a change to
// wasm/ without `npm run build:wasm` would ship the old module.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODULES, buildModule, moduleFile } from '../../../tools/build-wasm';

describe('the committed WebAssembly modules', () => {
  it.each(MODULES)('$target is the build of $source', async ({ source, target, name, flags }) => {
    const binary = await buildModule(source, flags);
    expect(fs.readFileSync(target, 'utf8')).toBe(moduleFile(name, source, binary));
  });
});
