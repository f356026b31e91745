import type { HTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { WIDE_EDITOR, useMediaQuery } from '#client/lib/useMediaQuery';
import type { ThumbnailStore } from '../decode/thumbnails';
import type { EditorImage } from '../state/editor-state';
import { ChevronIcon, UploadIcon } from './icons';
import { Thumbnail } from './Thumbnail';
import { cardClass, cardHeadingClass } from '#client/ui/Card';
import { buttonClass } from '#client/ui/Button';

interface Props {
  images: readonly EditorImage[];
  currentIndex: number;
  store: ThumbnailStore;
  onSelect: (index: number) => void;
  onRemove: (id: string) => void;
  onStep: (delta: 1 | -1) => void;
  onUploadMore: () => void;
  /** "Upload More Images", which takes focus from the upload area that gave way to these photos. */
  uploadMoreRef?: Ref<HTMLButtonElement>;
  /** Drop target props, so photos can be dropped on the panel too. */
  rootProps: HTMLAttributes<HTMLElement>;
}

export function ImagesPanel({
  images,
  currentIndex,
  store,
  onSelect,
  onRemove,
  onStep,
  onUploadMore,
  uploadMoreRef,
  rootProps,
}: Props) {
  const { t } = useTranslation('editor');
  const wide = useMediaQuery(WIDE_EDITOR);
  // On small screens the arrows under the canvas take over, so there is one counter on the page.
  const many = images.length > 1 && wide;
  return (
    <section {...rootProps} aria-labelledby="images-title" className={cardClass('panel', 'p-4')}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="images-title" className={cardHeadingClass('panel')}>
          {t('images.title')} <span className="font-normal text-slate-500">({images.length})</span>
        </h2>
        {many && (
          <div className="flex items-center gap-1">
            <button
              type="button"
              onClick={() => onStep(-1)}
              className={buttonClass('icon', 'icon')}
              aria-label={t('images.previous')}
            >
              <ChevronIcon dir="left" className="size-4 rtl:-scale-x-100" />
            </button>
            <span
              className="min-w-14 text-center text-xs font-medium text-slate-600 tabular-nums"
              aria-live="polite"
            >
              {t('images.position', { n: currentIndex + 1, total: images.length })}
            </span>
            <button
              type="button"
              onClick={() => onStep(1)}
              className={buttonClass('icon', 'icon')}
              aria-label={t('images.next')}
            >
              <ChevronIcon dir="right" className="size-4 rtl:-scale-x-100" />
            </button>
          </div>
        )}
      </div>
      {images.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-3 py-6 text-center text-sm text-slate-500">
          {t('images.empty')}
        </p>
      ) : (
        <ul
          aria-label={t('images.grid')}
          className="grid max-h-96 grid-cols-3 gap-2 overflow-y-auto p-1 sm:grid-cols-5 lg:grid-cols-3"
        >
          {images.map((img, i) => (
            <Thumbnail
              key={img.id}
              id={img.id}
              name={img.name}
              index={i}
              current={i === currentIndex}
              store={store}
              onSelect={onSelect}
              onRemove={onRemove}
            />
          ))}
        </ul>
      )}
      {images.length > 0 && (
        <button
          ref={uploadMoreRef}
          type="button"
          onClick={onUploadMore}
          className={buttonClass('secondary', 'sm', 'mt-3 w-full')}
        >
          <UploadIcon className="size-4" />
          {t('images.uploadMore')}
        </button>
      )}
    </section>
  );
}
