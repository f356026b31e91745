// The spec's "No Logo Uploaded" overlay with its "Upload Logo" button (and "Add Text"): over the
// canvas while the photo has no layer, and over the empty canvas before any photo is added.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '#client/ui/Button';
import { LogoIcon } from './icons';

interface Props {
  onUploadLogo: () => void;
  onAddText: () => void;
  /** A panorama's stage can be a thin strip: the prompt then fits on one line, buttons included. */
  short?: boolean;
  /** Shown under the buttons (the empty canvas says where the photos will appear). */
  children?: ReactNode;
}

export function NoLogoPrompt({ onUploadLogo, onAddText, short = false, children }: Props) {
  const { t } = useTranslation('editor');
  return (
    <div
      className={`absolute inset-0 flex items-center justify-center bg-slate-900/70 text-center text-white backdrop-blur-[1px] ${
        short ? 'flex-row gap-3 p-1' : 'flex-col gap-3 p-4'
      }`}
    >
      {!short && (
        <span aria-hidden className="grid size-11 place-items-center rounded-full bg-white/10">
          <LogoIcon className="size-6" />
        </span>
      )}
      <p className={short ? 'text-sm font-semibold' : 'text-lg font-semibold'}>{t('canvas.noLogo')}</p>
      {!short && (
        <p className="max-w-xs text-sm text-slate-200" dir="auto">
          {t('canvas.noLogoHint')}
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        <button type="button" onClick={onUploadLogo} className={buttonClass('primary', 'sm')}>
          {t('canvas.uploadLogo')}
        </button>
        <button type="button" onClick={onAddText} className={buttonClass('inverse', 'sm')}>
          {t('canvas.addText')}
        </button>
      </div>
      {children}
    </div>
  );
}
