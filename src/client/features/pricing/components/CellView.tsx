import { useTranslation } from 'react-i18next';
import type { Cell } from '../comparison';

export function CellView({ cell }: { cell: Cell }) {
  const { t } = useTranslation('pricing');
  switch (cell.kind) {
    case 'yes':
      return (
        <span className="inline-flex items-center text-emerald-600">
          <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
            <path
              fill="currentColor"
              d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0z"
            />
          </svg>
          <span className="sr-only">{t('cells.included')}</span>
        </span>
      );
    case 'no':
      return (
        <span className="text-slate-300">
          <span aria-hidden>—</span>
          <span className="sr-only">{t('cells.notIncluded')}</span>
        </span>
      );
    case 'raw':
      return <bdi>{cell.text}</bdi>;
    default:
      return <>{t(`cells.${cell.key}`, cell.values)}</>;
  }
}
