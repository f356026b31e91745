// The image layers' files of an opened project, read like an uploaded logo (type, SVG check, natural
// size), each under its fileId so the layers find them (decision 241).
import type { ProjectLayersToLoad } from '#client/lib/batch';
import type { PhotoPlacements } from '#shared/layers';
import type { EditorLogo } from '../state/editor-state';
import { intakeLogo, type LogoIntake } from './intake';

export type LayersIntake = { files: Record<string, EditorLogo> } | { refused: LogoIntake; name: string };

export async function intakeLayerFiles(w: ProjectLayersToLoad): Promise<LayersIntake> {
  const files: Record<string, EditorLogo> = {};
  for (const [fileId, file] of Object.entries(w.files)) {
    const intake = await intakeLogo(file);
    if (!intake || !('logo' in intake)) {
      for (const f of Object.values(files)) URL.revokeObjectURL(f.url);
      return { refused: intake, name: file.name };
    }
    files[fileId] = { ...intake.logo, id: fileId };
  }
  return { files };
}

/** The saved placements of the photos that were read, in the same order as the photos kept. */
export const alignedPhotos = (photos: readonly PhotoPlacements[], aligned: readonly unknown[]) =>
  photos.filter((_, i) => aligned[i] !== null);
