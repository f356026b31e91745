import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.join(import.meta.dirname, 'locales');

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

const read = (lng: string, file: string) => JSON.parse(fs.readFileSync(path.join(dir, lng, file), 'utf8'));

describe('locales', () => {
  const en = fs.readdirSync(path.join(dir, 'en')).sort();
  const he = fs.readdirSync(path.join(dir, 'he')).sort();

  it('have the same namespace files in English and Hebrew', () => {
    expect(he).toEqual(en);
  });

  it.each(en)('%s has the same keys in both languages, none empty', (file) => {
    const enKeys = keys(read('en', file)).sort();
    expect(keys(read('he', file)).sort()).toEqual(enKeys);
    for (const lng of ['en', 'he']) {
      const flat = JSON.stringify(read(lng, file));
      expect(flat).not.toMatch(/:""/);
    }
  });
});
