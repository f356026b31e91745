import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadZone } from '../hooks/useUploadZone';
import { Alert } from '#client/ui/alert/Alert';
import { RefusedFiles } from './RefusedFiles';

interface Props {
  zone: UploadZone;
  title: string;
  hint: string;
  dropText: string;
  icon: ReactNode;
  compact?: boolean;
}

/** The visible drop target: click, Enter or Space opens the file dialog; colours follow the drag state. */
export function UploadArea({ zone, title, hint, dropText, icon, compact }: Props) {
  const { t } = useTranslation('editor');
  const state = zone.isDragReject
    ? 'reject'
    : zone.isDragAccept
      ? 'accept'
      : zone.isDragActive
        ? 'active'
        : 'idle';
  const colours = {
    idle: 'border-slate-300 bg-white hover:border-brand-500 hover:bg-brand-50/40',
    active: 'border-brand-500 bg-brand-50',
    accept: 'border-emerald-500 bg-emerald-50 text-emerald-900',
    reject: 'border-red-500 bg-red-50 text-red-900',
  }[state];
  const accepted = `${t('upload.accepted')} ${zone.list}`;
  return (
    <div
      // react-dropzone gives focus and opens the dialog on Enter and Space; clicks are ours (noClick).
      {...zone.getRootProps({ onClick: () => zone.open(), role: 'button' })}
      // The idle texts, so the name holds what is shown (WCAG 2.5.3) and stays put while dragging.
      aria-label={`${title}. ${hint}. ${accepted}`}
      aria-busy={zone.busy}
      className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed text-center transition-colors ${
        compact ? 'px-4 py-5' : 'px-4 py-8'
      } ${colours}`}
    >
      <span
        aria-hidden
        className={`grid size-11 place-items-center rounded-full ${
          state === 'reject'
            ? 'bg-red-100 text-red-600'
            : state === 'accept'
              ? 'bg-emerald-100 text-emerald-600'
              : 'bg-brand-50 text-brand-600'
        }`}
      >
        {icon}
      </span>
      <p className="text-sm font-semibold">
        {state === 'reject' ? t('upload.rejectHere') : state === 'idle' ? title : dropText}
      </p>{' '}
      {/* Spaces between the lines keep their words apart when read as one text. Slate-600, not 500: the
          small print sits on the hover and drag tints too, where 500 fell under 4.5:1 (WCAG 1.4.3). */}
      <p className="text-xs text-slate-600">{zone.busy ? t('upload.checking') : hint}</p>{' '}
      <p className="text-[11px] font-medium text-slate-600">
        {t('upload.accepted')} <bdi dir="ltr">{zone.list}</bdi>
      </p>
    </div>
  );
}

export function UploadError({ zone }: { zone: UploadZone }) {
  const { t } = useTranslation('editor');
  if (!zone.error) return null;
  return (
    <Alert
      tone="error"
      size="sm"
      onDismiss={zone.clearError}
      dismissLabel={t('upload.dismiss')}
      icon={
        <svg
          aria-hidden
          viewBox="0 0 20 20"
          className="mt-0.5 size-4 shrink-0 text-red-600"
          fill="currentColor"
        >
          <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.5h1.8v5.5H9.1V6Zm0 7h1.8v1.8H9.1V13Z" />
        </svg>
      }
    >
      {typeof zone.error === 'string' ? zone.error : <RefusedFiles notice={zone.error} />}
    </Alert>
  );
}

/**
 * The hidden file input of a zone; always mounted so buttons elsewhere can open its dialog.
 * Hidden from assistive technology: the visible areas and buttons are the controls.
 */
export function UploadInput({ zone, testId }: { zone: UploadZone; testId: string }) {
  return <input {...zone.getInputProps()} aria-hidden="true" data-testid={testId} />;
}
