import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useThumbnail, type ThumbnailStore } from '../decode/thumbnails';
import { CloseIcon } from '#client/ui/CloseIcon';

interface Props {
  id: string;
  name: string;
  index: number;
  current: boolean;
  store: ThumbnailStore;
  onSelect: (index: number) => void;
  onRemove: (id: string) => void;
}

export const Thumbnail = memo(function Thumbnail({
  id,
  name,
  index,
  current,
  store,
  onSelect,
  onRemove,
}: Props) {
  const { t } = useTranslation('editor');
  const url = useThumbnail(store, id);
  return (
    <li
      className="group relative aspect-square [contain-intrinsic-size:auto_6rem] [content-visibility:auto]"
      data-testid="thumbnail"
    >
      <button
        type="button"
        onClick={() => onSelect(index)}
        // The name holds the "Unreadable" the tile shows, first: a screen reader hears why the photo
        // has no picture, and a voice user says what they see (WCAG 2.5.3; decision 358).
        aria-label={t(url === 'error' ? 'images.selectUnreadable' : 'images.select', { name })}
        aria-current={current ? 'true' : undefined}
        className={`block size-full overflow-hidden rounded-lg bg-slate-100 ring-offset-2 transition focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600 ${
          current ? 'ring-2 ring-brand-600' : 'ring-1 ring-slate-200 hover:ring-slate-400'
        }`}
      >
        {url && url !== 'error' ? (
          <img src={url} alt="" draggable={false} className="size-full object-cover" />
        ) : url === 'error' ? (
          <span className="grid size-full place-items-center bg-red-50 p-1 text-center text-[10px] leading-tight font-semibold text-red-700">
            {t('images.unreadable')}
          </span>
        ) : (
          <span aria-hidden className="block size-full animate-pulse bg-slate-200" />
        )}
      </button>
      {current && (
        <span className="pointer-events-none absolute start-1 bottom-1 rounded bg-brand-600 px-1.5 py-0.5 text-[10px] font-semibold text-white shadow">
          {t('images.current')}
        </span>
      )}
      <button
        type="button"
        onClick={() => onRemove(id)}
        aria-label={t('images.remove', { name })}
        className="absolute end-1 top-1 grid size-6 place-items-center rounded-full bg-slate-900/70 text-white opacity-90 shadow transition hover:bg-red-600 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white focus-visible:ring-2 focus-visible:ring-brand-600 sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100"
      >
        <CloseIcon className="size-3.5" />
      </button>
    </li>
  );
});
