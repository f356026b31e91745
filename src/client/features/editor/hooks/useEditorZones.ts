// The editor's two upload zones, photos and logo, and where focus goes when their upload area gives
// way to what it took: "Upload More Images" after photos, the Logo card after a logo.
import { PLANS } from '#shared/plans';
import { useFocusHandOff } from '#client/lib/useFocusHandOff';
import { useUploadZone, type UploadMessage } from './useUploadZone';

export const MAX_PHOTOS_PER_UPLOAD = 50;
const LOGO_EXTENSIONS = ['.png', '.svg'] as const;

interface Options {
  photoExtensions: readonly string[];
  addPhotos: (files: File[]) => Promise<UploadMessage | null>;
  setLogo: (files: File[]) => Promise<UploadMessage | null>;
  /** The photos' upload area is shown (no photos yet). */
  photoArea: boolean;
  /** The logo's upload area is shown (no logo yet). */
  logoArea: boolean;
}

export function useEditorZones({ photoExtensions, addPhotos, setLogo, photoArea, logoArea }: Options) {
  const photoZone = useUploadZone({
    extensions: photoExtensions,
    maxFiles: MAX_PHOTOS_PER_UPLOAD,
    onFiles: addPhotos,
    upgradeExtensions: PLANS.ultra.photoExtensions,
  });
  const logoZone = useUploadZone({ extensions: LOGO_EXTENSIONS, maxFiles: 1, onFiles: setLogo });
  const uploadMoreRef = useFocusHandOff<HTMLButtonElement>(photoArea, photoZone.rootRef);
  const logoCardRef = useFocusHandOff<HTMLElement>(logoArea, logoZone.rootRef);
  return { photoZone, logoZone, uploadMoreRef, logoCardRef };
}
