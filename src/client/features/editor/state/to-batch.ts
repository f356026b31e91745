import type { Batch } from '#client/lib/batch';
import { activeSettings, type EditorState } from './editorReducer';

/** The editor's work as the features around it see it (export, save, the saved-work check). */
export function toBatch(s: EditorState): Batch {
  return {
    images: s.images.map((img) => ({
      id: img.id,
      file: img.file,
      name: img.name,
      type: img.type,
      width: img.width,
      height: img.height,
      original: img.original ?? null,
      settings: img.settings,
    })),
    logo: s.logo && {
      file: s.logo.file,
      name: s.logo.name,
      type: s.logo.type,
      width: s.logo.width,
      height: s.logo.height,
    },
    projectSettings: s.projectSettings ?? (s.logo && s.images.length === 0 ? activeSettings(s) : null),
  };
}
