import { useTranslation } from 'react-i18next';
import type { Batch } from '#client/lib/batch';
import { useExport, type BeforeExport } from '../hooks/useExport';
import { ExportProgress } from './ExportProgress';
import { FailedPhotos } from './FailedPhotos';
import { buttonClass } from '#client/ui/Button';

export interface DownloadAllProps {
  batch: Batch;
  /** The download gates (sign-in, quota...), run on click before anything is composed. */
  beforeExport?: BeforeExport;
}

/** "Download All Images": composes every photo at full resolution and downloads the JPEGs or one zip. */
export function DownloadAll({ batch, beforeExport }: DownloadAllProps) {
  const { t } = useTranslation('export');
  const { state, start, cancel, failures, dismissFailures } = useExport(beforeExport);
  const running = state.phase === 'running';
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        onClick={() => void start(batch)}
        // Enabled without photos too: a click then says what is missing (sign-in, logo, photos).
        disabled={running}
        aria-busy={running}
        className={buttonClass('primary', 'block')}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
          <path d="M10 2a1 1 0 0 1 1 1v8.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 1.4-1.4L9 11.6V3a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1v1h10v-1a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1Z" />
        </svg>
        {t('downloadAll')}
      </button>
      {running && (
        <ExportProgress
          done={state.done}
          total={state.total}
          cancelling={state.cancelling}
          onCancel={cancel}
        />
      )}
      <FailedPhotos messages={failures} onDismiss={dismissFailures} />
    </div>
  );
}
