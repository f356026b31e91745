import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPORT_SETTINGS, outputSize, readExportSettings } from './settings';

describe('export settings', () => {
  it('defaults to what the spec describes: JPEG at 95, original size, numbered, location removed, original quality on', () => {
    expect(DEFAULT_EXPORT_SETTINGS).toEqual({
      format: 'jpeg',
      quality: 95,
      resize: 'original',
      fileNames: 'numbered',
      removeLocation: true,
      originalQuality: true,
    });
  });

  it('reads stored settings field by field, keeping what is valid', () => {
    expect(readExportSettings({ format: 'png', quality: 500, resize: 2048 })).toEqual({
      ...DEFAULT_EXPORT_SETTINGS,
      format: 'png',
      resize: 2048,
    });
    expect(readExportSettings('junk')).toEqual(DEFAULT_EXPORT_SETTINGS);
  });

  it.each([
    [{ width: 6000, height: 4000 }, 2048, { width: 2048, height: 1365 }],
    [{ width: 2000, height: 3000 }, 1080, { width: 720, height: 1080 }],
    [{ width: 800, height: 600 }, 1080, { width: 800, height: 600 }],
    [{ width: 800, height: 600 }, 'original' as const, { width: 800, height: 600 }],
  ])('sizes %o with resize %s to %o, never enlarging', (size, resize, expected) => {
    expect(outputSize(size, resize)).toEqual(expected);
  });
});
