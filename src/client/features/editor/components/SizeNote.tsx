// "Honest size": before an export starts, says which photos will come out smaller than their
// originals, and why (decision 192).
import { useTranslation } from 'react-i18next';
import { shrinkage, type ExportSettings, type ShrinkPhoto } from '#shared/export-settings';
import { Alert } from '#client/ui/alert/Alert';

export function SizeNote({
  photos,
  resize,
}: {
  photos: readonly ShrinkPhoto[];
  resize: ExportSettings['resize'];
}) {
  const { t } = useTranslation('editor');
  const s = shrinkage(photos, resize);
  if (!s.total) return null;
  return (
    <Alert tone="info" size="sm" className="mt-3">
      <div data-testid="size-note">
        <p className="font-medium">{t('sizeNote.title', { count: s.total })}</p>
        <ul className="mt-1 list-disc ps-4">
          {s.resized > 0 && <li>{t('sizeNote.resized', { count: s.resized, px: resize })}</li>}
          {s.reducedOnSave > 0 && <li>{t('sizeNote.saved', { count: s.reducedOnSave })}</li>}
        </ul>
      </div>
    </Alert>
  );
}
