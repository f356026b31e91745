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

/** A plural key's base (`body_two` -> `body`), so languages with more plural forms compare equal. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const bases = (list: string[]) => [...new Set(list.map((k) => k.replace(PLURAL, '_*')))].sort();

const read = (lng: string, file: string) => JSON.parse(fs.readFileSync(path.join(dir, lng, file), 'utf8'));

describe('locales', () => {
  const en = fs.readdirSync(path.join(dir, 'en')).sort();
  const he = fs.readdirSync(path.join(dir, 'he')).sort();

  it('have the same namespace files in English and Hebrew', () => {
    expect(he).toEqual(en);
  });

  it.each(en)('%s has the same keys in both languages, none empty', (file) => {
    expect(bases(keys(read('he', file)))).toEqual(bases(keys(read('en', file))));
    for (const lng of ['en', 'he']) {
      const flat = JSON.stringify(read(lng, file));
      expect(flat).not.toMatch(/:""/);
    }
  });

  // i18next picks the form by Intl.PluralRules: a Hebrew count of 2 asks for `_two`, and a missing
  // form falls back to English mid-page.
  it.each(en)('%s has every plural form each language uses', (file) => {
    for (const lng of ['en', 'he']) {
      const all = keys(read(lng, file));
      const forms = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
      for (const key of all.filter((k) => k.endsWith('_other'))) {
        const base = key.slice(0, -'_other'.length);
        for (const form of forms) expect(all, `${lng}/${file}`).toContain(`${base}_${form}`);
      }
    }
  });

  // The editor shows Undo beside the export's Cancel (and beside every dialog's Cancel): in Hebrew
  // both read "ביטול" unless Undo says what it undoes, so two different buttons had one name.
  it('names Undo apart from Cancel in every language', () => {
    for (const lng of ['en', 'he']) {
      const undo = read(lng, 'editor.json').layers.undo;
      expect(undo).not.toBe(read(lng, 'export.json').cancel);
      expect(undo).not.toBe(read(lng, 'projects.json').save.cancel);
    }
  });

  // A name the user chose (a file, project or preset) quoted inside Hebrew text reads in its own
  // direction only when isolated: "2024-05-01 wedding.jpg" showed as "wedding.jpg 2024-05-01" and a
  // project "Wedding 2024" as "2024 Wedding" (decision 356).
  it.each(he)('he/%s isolates every quoted name', (file) => {
    const strings = JSON.stringify(read('he', file)).match(/"(?:[^"\\]|\\.)*"/g) ?? [];
    for (const s of strings) {
      for (const quoted of s.matchAll(/(.?)\\"\{\{\w+\}\}\\"(.?)/gu)) {
        expect(`${quoted[1]}…${quoted[2]}`, s).toMatch(/^[\u2066\u2068]…\u2069$/u);
      }
    }
  });

  // Names shown without quotes after a Hebrew label (the export's failure toast: the spec's "Failed to
  // process image: " plus the file name), which the quoted check above misses: in Hebrew
  // "2024-05-01 wedding.jpg" read "wedding.jpg 2024-05-01" in the message that tells which photo failed.
  it.each([
    ['export.json', ['failedImage'], 'filename'],
    ['common.json', ['auth', 'signedInAs'], 'name'],
    ['projects.json', ['save', 'logo'], 'name'],
    ['projects.json', ['openProject'], 'name'],
  ])('he/%s %j isolates the name it shows', (file, path, value) => {
    const text = path.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], read('he', file));
    expect(text).toContain(`\u2068{{${value}}}\u2069`);
  });

  // Hebrew ends a sentence on its left: a period right after an isolated list of extensions sat against
  // the list's own leading dot and read "..jpg, .jpeg, .png" and "..heic" (decision 356).
  it.each(he)('he/%s ends no sentence on an isolated value', (file) => {
    for (const s of JSON.stringify(read('he', file)).match(/"(?:[^"\\]|\\.)*"/g) ?? []) {
      expect(s).not.toMatch(/[^"]\u2069\./u);
    }
  });

  // The size note and the custom edge's hint sit in the narrow Export Options column: a plain space
  // let "500" end one line and "px" (or "פיקסלים") start the next (decision 356).
  it('keeps a pixel count with its unit in the size note and the custom edge hint', () => {
    for (const lng of ['en', 'he']) {
      const editor = read(lng, 'editor.json');
      for (const s of [...Object.values(editor.sizeNote), editor.output.customHint]) {
        expect(s, lng).not.toMatch(/(\}\}|<\/\w+>) (px|פיקסלים)/u);
      }
    }
  });
});
