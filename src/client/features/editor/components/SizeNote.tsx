// "Honest size": before an export starts, says which photos will come out smaller than their
// originals, why, and each one by name from its size to the size it comes out at (decisions 192, 354).
import { memo, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  shrinkage,
  shrunkPhotos,
  type ExportSettings,
  type ShrinkPhoto,
  type ShrunkPhoto,
} from '#shared/export-settings';
import { Alert } from '#client/ui/alert/Alert';
import { FoldedList } from '#client/ui/FoldedList';

const dims = (s: { width: number; height: number }) => `${s.width} × ${s.height}`;

/** A size reads left to right in either language, and is never broken across lines. */
const Dims = ({ children }: { children?: ReactNode }) => (
  <bdi dir="ltr" className="whitespace-nowrap">
    {children}
  </bdi>
);

function PhotoLine({ photo }: { photo: ShrunkPhoto }) {
  const { t } = useTranslation('editor');
  return (
    <li className="break-words">
      <Trans
        t={t}
        i18nKey="sizeNote.photo"
        values={{ name: photo.name, from: dims(photo.from), to: dims(photo.to) }}
        components={{ name: <bdi />, from: <Dims />, to: <Dims /> }}
      />
    </li>
  );
}

const sameSize = (a: ShrunkPhoto['to'], b: ShrunkPhoto['to']) => a.width === b.width && a.height === b.height;
const samePhoto = (a: ShrunkPhoto, b: ShrunkPhoto) =>
  a.name === b.name && sameSize(a.from, b.from) && sameSize(a.to, b.to);

/**
 * The panel renders again on every change to the batch (a layer dragged): the list does only when a
 * line changes (5,000 photos made 5,000 lines each time).
 */
const PhotoList = memo(
  function PhotoList({ photos }: { photos: readonly ShrunkPhoto[] }) {
    const { t } = useTranslation('editor');
    return (
      <FoldedList
        items={photos}
        label={t('sizeNote.photos')}
        more={(count) => t('sizeNote.more', { count })}
        render={(p, i) => <PhotoLine key={i} photo={p} />}
      />
    );
  },
  (a, b) => a.photos.length === b.photos.length && a.photos.every((p, i) => samePhoto(p, b.photos[i]!)),
);

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
        <PhotoList photos={shrunkPhotos(photos, resize)} />
      </div>
    </Alert>
  );
}
